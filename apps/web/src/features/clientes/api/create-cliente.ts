import type { ClienteInput } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function createCliente(input: ClienteInput): Promise<unknown> {
  return apiFetch('/api/Clientes', { method: 'POST', body: input });
}

export function useCreateCliente() {
  return useMutation(createCliente);
}
