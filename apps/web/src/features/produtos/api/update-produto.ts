import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function updateProduto(id: number, input: ProdutoInput): Promise<Produto> {
  return apiFetch(`/api/Produtos/${id}`, { method: 'PUT', body: { ...input, id } });
}
