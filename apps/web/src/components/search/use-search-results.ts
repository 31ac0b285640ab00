import type { SearchResult } from '@portal/shared/dto';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** A search still unanswered after this long is reported as failed (the answer, if late, is dropped). */
export const SEARCH_TIMEOUT_MS = 30_000;

export interface SearchResults<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** Why the last search failed (server down, 403, timeout); null when it did not. */
  error: string | null;
  /** Runs the same search again. */
  retry: () => void;
}

interface Loaded<T> {
  key: string | null;
  rows: T[];
  total: number;
  error: string | null;
}

/** The text for a failed search: a 403 says so, anything else (unreachable, 5xx, timeout) asks to retry. */
export function searchErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 403
    ? GENERAL_MESSAGES.searchForbidden
    : GENERAL_MESSAGES.searchFailed;
}

/**
 * Runs a search whenever its query or version changes; a null query (no Buscar yet) fetches
 * nothing. An unexpected answer gives an empty list; a failed one an error to retry, never the
 * false 'Nenhum registro encontrado.' (issue 19).
 */
export function useSearchResults<T, Q>(
  fetcher: (query: Q) => Promise<SearchResult<T>>,
  query: Q | null,
  version: number,
): SearchResults<T> {
  const [attempt, setAttempt] = useState(0);
  const key = query === null ? null : `${version}:${attempt}:${JSON.stringify(query)}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null, rows: [], total: 0, error: null });

  useEffect(() => {
    if (query === null) return;
    let current = true;
    const done = (rows: T[], total: number, error: string | null = null) => {
      if (current) setLoaded({ key, rows, total, error });
      current = false;
    };
    const fail = (error: unknown) => {
      console.error('Falha ao carregar a busca', error);
      done([], 0, searchErrorText(error));
    };
    const timer = setTimeout(() => fail(new Error(`sem resposta em ${SEARCH_TIMEOUT_MS} ms`)), SEARCH_TIMEOUT_MS);
    fetcher(query)
      .then((result) => {
        if (Array.isArray(result?.data)) done(result.data, Number(result.totalCount) || 0);
        else done([], 0);
      }, fail)
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [fetcher, query, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = key !== null && loaded.key !== key;
  return { rows: loaded.rows, total: loaded.total, loading, error: loading ? null : loaded.error, retry };
}
