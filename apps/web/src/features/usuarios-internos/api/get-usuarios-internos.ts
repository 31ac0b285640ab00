import type { InternalUser, InternalUserSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getUsuariosInternos(query: InternalUserSearchQuery): Promise<SearchResult<InternalUser>> {
  return apiFetch('/api/UsuariosInternos', { query: { ...query } });
}

export function useUsuariosInternos(query: InternalUserSearchQuery | null, version: number) {
  return useSearchResults(getUsuariosInternos, query, version);
}
