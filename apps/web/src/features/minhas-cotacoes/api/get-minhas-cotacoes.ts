import type { CotacaoResumo, MinhasCotacoesQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getMinhasCotacoes(query: MinhasCotacoesQuery): Promise<SearchResult<CotacaoResumo>> {
  return apiFetch('/api/minhas-cotacoes', { query: { ...query } });
}

export function useMinhasCotacoes(query: MinhasCotacoesQuery | null, version: number) {
  return useSearchResults(getMinhasCotacoes, query, version);
}
