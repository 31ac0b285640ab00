import { apiFetch } from '@/lib/api-client';

export function deleteCotacao(id: number): Promise<unknown> {
  return apiFetch(`/api/Cotacoes/${id}`, { method: 'DELETE' });
}
