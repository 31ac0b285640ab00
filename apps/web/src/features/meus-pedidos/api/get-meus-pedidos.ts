import type { MeusPedidosQuery, PedidoDetalhe, PedidoResumo, SearchResult } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getMeusPedidos(query: MeusPedidosQuery): Promise<SearchResult<PedidoResumo>> {
  return apiFetch('/api/meus-pedidos', { query: { ...query } });
}

export function useMeusPedidos(query: MeusPedidosQuery | null, version: number) {
  return useSearchResults(getMeusPedidos, query, version);
}

export function getMeuPedido(id: number): Promise<PedidoDetalhe> {
  return apiFetch(`/api/meus-pedidos/${id}`);
}

export function useMeuPedido(id: number | null) {
  return useResource(getMeuPedido, id);
}
