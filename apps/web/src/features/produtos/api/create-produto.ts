import type { ProdutoInput } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function createProduto(input: ProdutoInput): Promise<unknown> {
  return apiFetch('/api/Produtos', { method: 'POST', body: input });
}

export function useCreateProduto() {
  return useMutation(createProduto);
}
