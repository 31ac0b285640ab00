import type { Cotacao, PedidoDetalhe } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getMinhaCotacao(id: number): Promise<Cotacao> {
  return apiFetch(`/api/minhas-cotacoes/${id}`);
}

export function useMinhaCotacao(id: number | null) {
  return useResource(getMinhaCotacao, id);
}

export function getPedidoDaCotacao(pedidoId: number): Promise<PedidoDetalhe> {
  return apiFetch(`/api/meus-pedidos/${pedidoId}`);
}

/** The accepted quotation's order (its state: cancelled, invoiced); null skips the call. */
export function usePedidoDaCotacao(pedidoId: number | null) {
  return useResource(getPedidoDaCotacao, pedidoId);
}
