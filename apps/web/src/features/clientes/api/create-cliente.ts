import type { Cliente, ClienteInput } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function createCliente(input: ClienteInput): Promise<Cliente> {
  return apiFetch('/api/Clientes', { method: 'POST', body: input });
}
