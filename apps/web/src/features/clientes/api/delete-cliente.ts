import { apiFetch } from '@/lib/api-client';

export function deleteCliente(id: number): Promise<unknown> {
  return apiFetch(`/api/Clientes/${id}`, { method: 'DELETE' });
}
