import type { Cliente, ClienteSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getClientes(query: ClienteSearchQuery): Promise<SearchResult<Cliente>> {
  return apiFetch('/api/Clientes', { query: { ...query } });
}

export function useClientes(query: ClienteSearchQuery | null, version: number) {
  return useSearchResults(getClientes, query, version);
}
