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
  /** ISO 8601 date-time. */
  criado_em: string;
}

/** POST /api/Produtos body; PUT /api/Produtos/{id} adds `id`. */
export interface ProdutoInput {
  id?: number | null;
  sku: string;
  tipo: ProdutoTipo;
  nome: string;
  status: boolean;
  descricao?: string | null;
}

/** Product status filter. */
export type ProdutoStatusFiltro = 'todos' | 'ativo' | 'inativo';

/** GET /api/Produtos query. Empty strings mean "no filter". */
export interface ProdutoSearchQuery extends PagingQuery {
  id?: number | string;
  sku?: string;
  nome?: string;
  tipo?: ProdutoTipo | 'todos' | '';
  statusfiltro?: ProdutoStatusFiltro;
}
