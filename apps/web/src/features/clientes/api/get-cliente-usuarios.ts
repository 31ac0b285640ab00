import type { ClienteUsuario } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getClienteUsuarios(id: number): Promise<ClienteUsuario[]> {
  return apiFetch(`/api/Clientes/${id}/usuarios`);
}

export function useClienteUsuarios(id: number | null) {
  return useResource(getClienteUsuarios, id);
}
