import type { UsuarioInterno, UsuarioInternoSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getUsuariosInternos(query: UsuarioInternoSearchQuery): Promise<SearchResult<UsuarioInterno>> {
  return apiFetch('/api/UsuariosInternos', { query: { ...query } });
}

export function useUsuariosInternos(query: UsuarioInternoSearchQuery | null, version: number) {
  return useSearchResults(getUsuariosInternos, query, version);
}
