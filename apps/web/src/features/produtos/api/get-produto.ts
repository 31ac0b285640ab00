import type { Produto } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getProduto(id: number): Promise<Produto> {
  return apiFetch(`/api/Produtos/${id}`);
}

export function useProduto(id: number | null) {
  return useResource(getProduto, id);
}
