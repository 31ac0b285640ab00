import type { Pedido } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getClientePedidos(id: number): Promise<Pedido[]> {
  return apiFetch(`/api/clientes/${id}/pedidos`);
}

export function useClientePedidos(id: number | null) {
  return useResource(getClientePedidos, id);
}
