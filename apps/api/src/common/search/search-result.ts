import type { SortDirection } from '@portal/shared/constants';
import { DEFAULT_PAGE_SIZE } from '@portal/shared/constants';
import type { PagingParams } from './search-query.dto.js';

/** The answer of every search: one page of rows and how many rows match in all. */
export interface SearchResult<T> {
  data: T[];
  totalCount: number;
}

export interface PageWindow<F extends string> {
  limit: number;
  offset: number;
  sortField: F;
  /** SQL keyword, never user text. */
  direction: 'ASC' | 'DESC';
}

/** Resolves defaults: page 1, 15 rows, the entity's default sort (`SEARCH_DEFAULTS` in shared). */
export function pageWindow<F extends string>(
  query: PagingParams<F>,
  defaults: { field: F; direction: SortDirection },
): PageWindow<F> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const direction = query.sortDirection ?? (query.sortField ? 'asc' : defaults.direction);
  return {
    limit: pageSize,
    offset: ((query.page ?? 1) - 1) * pageSize,
    sortField: query.sortField ?? defaults.field,
    direction: direction === 'desc' ? 'DESC' : 'ASC',
  };
}
