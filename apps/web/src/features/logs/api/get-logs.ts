import type { LogEntry, LogSearchQuery, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';

export function getLogs(query: LogSearchQuery): Promise<SearchResult<LogEntry>> {
  return apiFetch('/api/logs', { query: { ...query } });
}

export function useLogs(query: LogSearchQuery | null, version: number) {
  return useSearchResults(getLogs, query, version);
}
