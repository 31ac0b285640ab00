import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function createProduto(input: ProdutoInput): Promise<Produto> {
  return apiFetch('/api/Produtos', { method: 'POST', body: input });
}
