import type { CotacaoResumo, CotacaoSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getCotacoes(query: CotacaoSearchQuery): Promise<SearchResult<CotacaoResumo>> {
  return apiFetch('/api/Cotacoes', { query: { ...query } });
}

export function useCotacoes(query: CotacaoSearchQuery | null, version: number) {
  return useSearchResults(getCotacoes, query, version);
}
