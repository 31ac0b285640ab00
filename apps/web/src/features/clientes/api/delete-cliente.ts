import type { MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function deleteCliente(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/Clientes/${id}`, { method: 'DELETE' });
}
