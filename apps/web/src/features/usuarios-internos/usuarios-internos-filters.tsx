import { LIMITS } from '@portal/shared/constants';
import type { Role } from '@portal/shared/dto';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { FilterSelect, FilterText } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export const USUARIO_FILTERS = { id: '', name: '', role: '', email: '', statusFiltro: '1' };

export type UsuarioFilters = typeof USUARIO_FILTERS;

const tooShort = (value: string) => value.trim() !== '' && value.trim().length < LIMITS.minSearchText;

export function validateUsuarioFilters(filters: UsuarioFilters): FilterErrors<UsuarioFilters> {
  return {
    name: tooShort(filters.name) ? SEARCH_MESSAGES.nomeMinLength : undefined,
    email: tooShort(filters.email) ? SEARCH_MESSAGES.emailMinLength : undefined,
  };
}

interface UsuariosInternosFiltersProps {
  value: UsuarioFilters;
  errors: FilterErrors<UsuarioFilters>;
  roles: Role[];
  onChange: (name: keyof UsuarioFilters, value: string) => void;
}

export function UsuariosInternosFilters({ value, errors, roles, onChange }: UsuariosInternosFiltersProps) {
  return (
    <>
      <FilterText name="id" label="ID" value={value.id} maxLength={LIMITS.filters.id} digitsOnly onChange={onChange} />
      <FilterText
        name="name"
        label="Nome"
        value={value.name}
        maxLength={LIMITS.filters.nome}
        error={errors.name}
        onChange={onChange}
      />
      <FilterSelect
        name="role"
        label="Perfil Acesso"
        value={value.role}
        onChange={onChange}
        options={[
          { value: '', label: 'Todos' },
          ...roles.map((r) => ({ value: r.normalizedName, label: r.normalizedName })),
        ]}
      />
      <FilterText
        name="email"
        label="Email"
        value={value.email}
        maxLength={LIMITS.filters.email}
        error={errors.email}
        onChange={onChange}
      />
      <FilterSelect
        name="statusFiltro"
        label="Status"
        value={value.statusFiltro}
        onChange={onChange}
        options={[
          { value: '1', label: 'Ativo' },
          { value: '0', label: 'Inativo' },
          { value: 'todos', label: 'Todos' },
        ]}
      />
    </>
  );
}
