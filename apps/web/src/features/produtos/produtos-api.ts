import type { Produto, ProdutoInput, ProdutoSearchQuery } from '@portal/shared/dto';
import { crudApi } from '@/components/data/crud-api';

/** /api/Produtos: search, read, create, update, delete. */
export const PRODUTOS_API = crudApi<Produto, ProdutoInput, ProdutoSearchQuery>('/api/Produtos');
