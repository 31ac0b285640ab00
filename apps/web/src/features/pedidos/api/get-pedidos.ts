import type { PedidoDetalhe, PedidoResumo, PedidoSearchQuery, SearchResult } from '@portal/shared/dto';
import type { PedidoAcaoEquipe } from '@portal/shared/cotacoes';
import { useResource } from '@/components/data/use-resource';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getPedidos(query: PedidoSearchQuery): Promise<SearchResult<PedidoResumo>> {
  return apiFetch('/api/Pedidos', { query: { ...query } });
}

export function usePedidos(query: PedidoSearchQuery | null, version: number) {
  return useSearchResults(getPedidos, query, version);
}

export function getPedido(id: number): Promise<PedidoDetalhe> {
  return apiFetch(`/api/Pedidos/${id}`);
}

export function usePedido(id: number | null) {
  return useResource(getPedido, id);
}

/** POST /api/Pedidos/{id}/faturar|cancelar: the message and the order as it is now. */
export function pedidoAcao(id: number, acao: PedidoAcaoEquipe): Promise<{ message: string; pedido: PedidoDetalhe }> {
  return apiFetch(`/api/Pedidos/${id}/${acao}`, { method: 'POST', body: {} });
}
