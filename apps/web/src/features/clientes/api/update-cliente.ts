import type { ClienteInput } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function updateCliente(id: number, input: ClienteInput): Promise<unknown> {
  return apiFetch(`/api/Clientes/${id}`, { method: 'PUT', body: input });
}

export function useUpdateCliente() {
  return useMutation(updateCliente);
}
