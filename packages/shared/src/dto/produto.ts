import type { PRODUTO_STATUS_FILTROS } from '../constants/search-defaults.js';
import type { ProdutoTipo } from '../constants/domain.js';
import type { PagingQuery } from './paging.js';

/** Product/service as answered by GET /api/Produtos and /{id}. */
export interface Produto {
  id: number;
  /** Upper-cased, max 10, immutable after creation. */
  sku: string;
  tipo: ProdutoTipo;
  nome: string;
  /** true = ativo. */
  status: boolean;
  descricao: string | null;
  /** List price (R$, 2 decimals) that prefills quotation lines; null when none. */
  preco: number | null;
  /** Unit of the quotation lines, 'UN' by default. */
  unidade: string;
  /** NCM (8 digits), null when not informed. */
  ncm: string | null;
  /** IPI rate (%) copied to new quotation lines; 0 when none. */
  ipiPercentual: number;
  /** ISO 8601 date-time. */
  criado_em: string;
  /** Optimistic version: moves by one at each accepted edit; a PUT sends back the one it read. */
  versao: number;
}

/** POST /api/Produtos body; PUT /api/Produtos/{id} adds `id`. */
export interface ProdutoInput {
  id?: number | null;
  sku: string;
  tipo: ProdutoTipo;
  nome: string;
  status: boolean;
  descricao?: string | null;
  preco?: number | null;
  unidade?: string;
  /** 8 digits (dots allowed: '8471.30.12'). */
  ncm?: string | null;
  ipiPercentual?: number;
  /** PUT only: the version the form read (absent: no check). */
  versao?: number;
}

/** Product status filter. */
export type ProdutoStatusFiltro = (typeof PRODUTO_STATUS_FILTROS)[number];

/** GET /api/Produtos query. Empty strings mean "no filter". */
export interface ProdutoSearchQuery extends PagingQuery {
  id?: number | string;
  sku?: string;
  nome?: string;
  tipo?: ProdutoTipo | 'todos' | '';
  statusfiltro?: ProdutoStatusFiltro;
}
