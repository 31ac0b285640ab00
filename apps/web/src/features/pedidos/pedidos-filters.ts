import { LIMITS, SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import type { PedidoStatus } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export type PedidoFilters = {
  numero: string;
  cliente: string;
  status: PedidoStatus | 'todos' | '';
  emitidoDe: string;
  emitidoAte: string;
};

export function validatePedidoFilters(filters: PedidoFilters): FilterErrors<PedidoFilters> {
  return { cliente: searchTextError(filters.cliente, COTACAO_MESSAGES.clienteFiltroMinLength) };
}

/** The order search: newest first, searched on opening. */
export const PEDIDO_SEARCH = {
  defaults: {
    numero: '',
    cliente: '',
    status: SEARCH_DEFAULTS.pedidos.status,
    emitidoDe: '',
    emitidoAte: '',
  } as PedidoFilters,
  defaultSort: SEARCH_DEFAULTS.pedidos.sort,
  validate: validatePedidoFilters,
  searchOnOpen: true,
};

export const PEDIDO_FILTER_FIELDS: FilterField<keyof PedidoFilters>[] = [
  { name: 'numero', label: 'Número', maxLength: 20 },
  { name: 'cliente', label: 'Cliente (nome, CPF ou CNPJ)', maxLength: LIMITS.filters.nome },
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_FILTRO_OPTIONS.pedidos },
  { name: 'emitidoDe', label: 'Emitido de', type: 'date' },
  { name: 'emitidoAte', label: 'Emitido até', type: 'date' },
];
