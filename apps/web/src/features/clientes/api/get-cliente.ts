import type { Cliente } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getCliente(id: number): Promise<Cliente> {
  return apiFetch(`/api/Clientes/${id}`);
}

export function useCliente(id: number | null) {
  return useResource(getCliente, id);
}
