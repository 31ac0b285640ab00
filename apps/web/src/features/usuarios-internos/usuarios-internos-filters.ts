import { LIMITS, SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import type { UsuarioInternoStatusFiltro, Role } from '@portal/shared/dto';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export type UsuarioFilters = {
  id: string;
  name: string;
  role: string;
  email: string;
  statusFiltro: UsuarioInternoStatusFiltro;
};

export const USUARIO_FILTERS: UsuarioFilters = {
  id: '',
  name: '',
  role: '',
  email: '',
  statusFiltro: SEARCH_DEFAULTS.usuariosInternos.statusFiltro,
};

export function validateUsuarioFilters(filters: UsuarioFilters): FilterErrors<UsuarioFilters> {
  return {
    name: searchTextError(filters.name, SEARCH_MESSAGES.nomeMinLength),
    email: searchTextError(filters.email, SEARCH_MESSAGES.emailMinLength),
  };
}

/** The internal user search: its filters before the first search, order and checks. */
export const USUARIO_SEARCH = {
  defaults: USUARIO_FILTERS,
  defaultSort: SEARCH_DEFAULTS.usuariosInternos.sort,
  validate: validateUsuarioFilters,
};

/** The internal user filters, in screen order; the roles come from the server. */
export function usuarioFilterFields(roles: Role[]): FilterField<keyof UsuarioFilters>[] {
  const roleOptions = roles.map((r) => ({ value: r.normalizedName, label: r.normalizedName }));
  return [
    { name: 'id', label: 'ID', maxLength: LIMITS.filters.id, digitsOnly: true },
    { name: 'name', label: 'Nome', maxLength: LIMITS.filters.nome },
    { kind: 'select', name: 'role', label: 'Perfil Acesso', options: [{ value: '', label: 'Todos' }, ...roleOptions] },
    { name: 'email', label: 'Email', maxLength: LIMITS.filters.email },
    { kind: 'select', name: 'statusFiltro', label: 'Status', options: STATUS_FILTRO_OPTIONS.usuariosInternos },
  ];
}
