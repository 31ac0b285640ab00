import { apiFetch } from '@/lib/api-client';

export function deleteProduto(id: number): Promise<unknown> {
  return apiFetch(`/api/Produtos/${id}`, { method: 'DELETE' });
}
