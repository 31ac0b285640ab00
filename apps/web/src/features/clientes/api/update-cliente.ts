import type { Cliente, ClienteInput } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function updateCliente(id: number, input: ClienteInput): Promise<Cliente> {
  return apiFetch(`/api/Clientes/${id}`, { method: 'PUT', body: input });
}
