import { LIMITS, SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS, type CotacaoStatus } from '@portal/shared/constants';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export type CotacaoFilters = {
  numero: string;
  cliente: string;
  status: CotacaoStatus | 'todos' | '';
  vendedorId: string;
  criadaDe: string;
  criadaAte: string;
};

export const COTACAO_FILTERS: CotacaoFilters = {
  numero: '',
  cliente: '',
  status: SEARCH_DEFAULTS.cotacoes.status,
  vendedorId: '',
  criadaDe: '',
  criadaAte: '',
};

export function validateCotacaoFilters(filters: CotacaoFilters): FilterErrors<CotacaoFilters> {
  return { cliente: searchTextError(filters.cliente, M.clienteFiltroMinLength) };
}

/** The quotation search: its filters before the first search, order and checks. */
export const COTACAO_SEARCH = {
  defaults: COTACAO_FILTERS,
  defaultSort: SEARCH_DEFAULTS.cotacoes.sort,
  validate: validateCotacaoFilters,
  // The newest quotations at once: the screen used to stay empty until Buscar.
  searchOnOpen: true,
};

/** The quotation filters, in screen order; "Minhas cotações" needs the signed-in salesperson's id. */
export function cotacaoFilterFields(meuId: string | null): FilterField<keyof CotacaoFilters>[] {
  const vendedores = [{ value: '', label: 'Todos' }];
  if (meuId) vendedores.push({ value: meuId, label: 'Minhas cotações' });
  return [
    { name: 'numero', label: 'Número', maxLength: 20 },
    { name: 'cliente', label: 'Cliente (nome, CPF ou CNPJ)', maxLength: LIMITS.filters.nome },
    { kind: 'select', name: 'status', label: 'Status', options: STATUS_FILTRO_OPTIONS.cotacoes },
    { kind: 'select', name: 'vendedorId', label: 'Vendedor', options: vendedores },
    { name: 'criadaDe', label: 'Criada de', type: 'date' },
    { name: 'criadaAte', label: 'Criada até', type: 'date' },
  ];
}
