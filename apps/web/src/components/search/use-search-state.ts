import { DEFAULT_PAGE_SIZE, type PageSize } from '@portal/shared/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filtersKey,
  parseSearch,
  searchQuery,
  serializeSearch,
  type AppliedSearch,
  type FilterValues,
  type SortState,
} from './search-url';

export type FilterErrors<F extends FilterValues> = Partial<Record<keyof F, string>>;

export interface SearchSpec<F extends FilterValues> {
  /** Filter values before the first search. */
  defaults: F;
  /** null for screens without sorting (logs). */
  defaultSort: SortState | null;
  /** Messages per filter; a search with any message does not run. */
  validate?: (filters: F) => FilterErrors<F>;
  /** Runs the default search when the screen opens without one in the URL (Cotações, issue 26). */
  searchOnOpen?: boolean;
}

/**
 * The state of a search screen, kept in the URL once a search has run so that reload, back,
 * forward and shared links give the same results. The filter form edits a draft that only
 * applies on Buscar.
 */
export function useSearchState<F extends FilterValues>(spec: SearchSpec<F>) {
  // Read once: callers may pass literals built on every render.
  const [{ defaults, defaultSort, validate, searchOnOpen }] = useState(spec);
  const [params, setParams] = useSearchParams();
  const paramsString = params.toString();
  const applied = useMemo(
    () => parseSearch(new URLSearchParams(paramsString), defaults, defaultSort),
    [paramsString, defaults, defaultSort],
  );

  // The draft follows the URL when the applied filters change (Buscar, back, forward, reload),
  // except when the default search first reaches the URL: the router applies it in a transition,
  // after what a fast user already typed, which must stay.
  const appliedKey = applied ? filtersKey(applied.filters) : null;
  const [draftSource, setDraftSource] = useState(appliedKey);
  const [draft, setDraft] = useState<F>(applied?.filters ?? defaults);
  if (draftSource !== appliedKey) {
    setDraftSource(appliedKey);
    if (draftSource !== null || appliedKey !== filtersKey(defaults)) setDraft(applied?.filters ?? defaults);
  }

  // The API query of the applied search (filters, paging, sort); null before the first Buscar.
  const query = useMemo(() => (applied ? searchQuery(applied) : null), [applied]);
  const [errors, setErrors] = useState<FilterErrors<F>>({});
  const [localSort, setLocalSort] = useState(defaultSort);
  const [version, setVersion] = useState(0);
  const sort = applied ? applied.sort : localSort;

  // The default search, put in the URL (replacing the bare address) so paging and sorting work at once.
  useEffect(() => {
    if (searchOnOpen && !applied)
      setParams(
        serializeSearch({ filters: defaults, page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: defaultSort }, defaults),
        {
          replace: true,
        },
      );
  }, [searchOnOpen, applied, defaults, defaultSort, setParams]);

  const go = useCallback(
    (change: Partial<AppliedSearch<F>>, replace = false) => {
      if (applied) setParams(serializeSearch({ ...applied, ...change }, defaults), { replace });
    },
    [applied, defaults, setParams],
  );

  const setField = useCallback((name: keyof F, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const search = useCallback(() => {
    const found = validate?.(draft) ?? {};
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const pageSize = applied?.pageSize ?? DEFAULT_PAGE_SIZE;
    setParams(serializeSearch({ filters: draft, page: 1, pageSize, sort }, defaults));
    setVersion((v) => v + 1);
  }, [validate, draft, applied, sort, defaults, setParams]);

  const toggleSort = useCallback(
    (field: string) => {
      const next: SortState = {
        field,
        direction: sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc',
      };
      if (applied) go({ sort: next, page: 1 });
      else setLocalSort(next);
    },
    [sort, applied, go],
  );

  return {
    draft,
    errors,
    applied,
    query,
    sort,
    /** Bumps on every Buscar and refresh so the same query runs again. */
    version,
    setField,
    search,
    toggleSort,
    setPage: useCallback((page: number, replace = false) => go({ page }, replace), [go]),
    setPageSize: useCallback((pageSize: PageSize) => go({ pageSize, page: 1 }), [go]),
    refresh: useCallback(() => setVersion((v) => v + 1), []),
  };
}

export type SearchState<F extends FilterValues> = ReturnType<typeof useSearchState<F>>;
