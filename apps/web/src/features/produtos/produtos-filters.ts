import {
  LIMITS,
  PRODUTO_TIPO_FILTRO_OPTIONS,
  SEARCH_DEFAULTS,
  STATUS_FILTRO_OPTIONS,
  type ProdutoTipo,
} from '@portal/shared/constants';
import type { ProdutoStatusFiltro } from '@portal/shared/dto';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export type ProdutoFilters = {
  id: string;
  sku: string;
  nome: string;
  tipo: ProdutoTipo | 'todos' | '';
  statusfiltro: ProdutoStatusFiltro;
};

export const PRODUTO_FILTERS: ProdutoFilters = {
  id: '',
  sku: '',
  nome: '',
  tipo: 'todos',
  statusfiltro: SEARCH_DEFAULTS.produtos.statusfiltro,
};

export function validateProdutoFilters(filters: ProdutoFilters): FilterErrors<ProdutoFilters> {
  return { nome: searchTextError(filters.nome, SEARCH_MESSAGES.productNomeMinLength) };
}

export const PRODUTO_FILTER_FIELDS: FilterField<keyof ProdutoFilters>[] = [
  { name: 'id', label: 'ID', maxLength: LIMITS.filters.id, digitsOnly: true },
  { name: 'sku', label: 'SKU', maxLength: LIMITS.product.sku },
  { name: 'nome', label: 'Nome', maxLength: LIMITS.product.nome },
  { kind: 'select', name: 'tipo', label: 'Tipo', options: PRODUTO_TIPO_FILTRO_OPTIONS },
  { kind: 'select', name: 'statusfiltro', label: 'Status', options: STATUS_FILTRO_OPTIONS.produtos },
];

/** The product search: its filters before the first search, order and checks. */
export const PRODUTO_SEARCH = {
  defaults: PRODUTO_FILTERS,
  defaultSort: SEARCH_DEFAULTS.produtos.sort,
  validate: validateProdutoFilters,
};
