import type { SearchResult } from '@portal/shared/dto';
import { useEffect, useState } from 'react';

export interface SearchResults<T> {
  rows: T[];
  total: number;
  loading: boolean;
}

interface Loaded<T> {
  key: string | null;
  rows: T[];
  total: number;
}

/**
 * Runs a search whenever its query or version changes; a null query (no Buscar yet) fetches
 * nothing. A failed load or an unexpected answer gives an empty list and total 0 (docs/produto.md §8).
 */
export function useSearchResults<T, Q>(
  fetcher: (query: Q) => Promise<SearchResult<T>>,
  query: Q | null,
  version: number,
): SearchResults<T> {
  const key = query === null ? null : `${version}:${JSON.stringify(query)}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null, rows: [], total: 0 });

  useEffect(() => {
    if (query === null) return;
    let current = true;
    const done = (rows: T[], total: number) => {
      if (current) setLoaded({ key, rows, total });
    };
    fetcher(query).then(
      (result) => {
        if (Array.isArray(result?.data)) done(result.data, Number(result.totalCount) || 0);
        else done([], 0);
      },
      (error: unknown) => {
        console.error('Falha ao carregar a busca', error);
        done([], 0);
      },
    );
    return () => {
      current = false;
    };
  }, [fetcher, query, key]);

  return { rows: loaded.rows, total: loaded.total, loading: key !== null && loaded.key !== key };
}
