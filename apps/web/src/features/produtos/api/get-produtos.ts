import type { Produto, ProdutoSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getProdutos(query: ProdutoSearchQuery): Promise<SearchResult<Produto>> {
  return apiFetch('/api/Produtos', { query: { ...query } });
}

export function useProdutos(query: ProdutoSearchQuery | null, version: number) {
  return useSearchResults(getProdutos, query, version);
}
