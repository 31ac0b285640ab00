import {
  LIMITS,
  SEARCH_DEFAULTS,
  STATUS_FILTRO_OPTIONS,
  TIPO_PESSOA_FILTRO_OPTIONS,
  type TipoPessoa,
} from '@portal/shared/constants';
import type { ClienteStatusFiltro } from '@portal/shared/dto';
import { maskDoc } from '@portal/shared/masks';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export type ClienteFilters = {
  tipo_pessoa: TipoPessoa | 'todos' | '';
  id: string;
  nome: string;
  doc: string;
  email_faturamento: string;
  uf: string;
  cidade: string;
  statusfiltro: ClienteStatusFiltro;
};

export const CLIENTE_FILTERS: ClienteFilters = {
  tipo_pessoa: 'todos',
  id: '',
  nome: '',
  doc: '',
  email_faturamento: '',
  uf: '',
  cidade: '',
  statusfiltro: SEARCH_DEFAULTS.clientes.statusfiltro,
};

export function validateClienteFilters(filters: ClienteFilters): FilterErrors<ClienteFilters> {
  return {
    nome: searchTextError(filters.nome, SEARCH_MESSAGES.nomeMinLength),
    email_faturamento: searchTextError(filters.email_faturamento, SEARCH_MESSAGES.emailMinLength),
  };
}

const F = LIMITS.filters;

/** The customer search: its filters before the first search, order and checks. */
export const CLIENTE_SEARCH = {
  defaults: CLIENTE_FILTERS,
  defaultSort: SEARCH_DEFAULTS.clientes.sort,
  validate: validateClienteFilters,
};

/** The customer filters, in screen order; the UF list comes from the server. */
export function clienteFilterFields(ufs: string[]): FilterField<keyof ClienteFilters>[] {
  return [
    { kind: 'select', name: 'tipo_pessoa', label: 'Tipo Pessoa', options: TIPO_PESSOA_FILTRO_OPTIONS },
    { name: 'id', label: 'ID', maxLength: F.id, digitsOnly: true },
    { name: 'nome', label: 'Nome/Razão Social', maxLength: F.nome },
    { name: 'doc', label: 'CPF/CNPJ', maxLength: F.doc, format: maskDoc },
    { name: 'email_faturamento', label: 'Email', maxLength: F.email },
    {
      kind: 'select',
      name: 'uf',
      label: 'UF',
      options: [{ value: '', label: 'Todas' }, ...ufs.map((uf) => ({ value: uf, label: uf }))],
    },
    { name: 'cidade', label: 'Cidade', maxLength: F.cidade },
    { kind: 'select', name: 'statusfiltro', label: 'Status', options: STATUS_FILTRO_OPTIONS.clientes },
  ];
}
