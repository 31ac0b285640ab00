import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, type SortDirection } from '@portal/shared/constants';

export type FilterValues = Record<string, string>;

export interface SortState {
  field: string;
  direction: SortDirection;
}

/** A search that has run: what the URL holds after the first Buscar. */
export interface AppliedSearch<F extends FilterValues> {
  filters: F;
  page: number;
  pageSize: PageSize;
  sort: SortState | null;
}

function toPageSize(value: string | null): PageSize {
  const size = Number(value);
  return PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_PAGE_SIZE;
}

function toPage(value: string | null): number {
  return value && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * Reads a search from the URL. `page` marks that a search ran: without it, nothing is applied
 * and nothing is fetched. Missing filters take their defaults; malformed paging and sort values
 * fall back to the defaults too.
 */
export function parseSearch<F extends FilterValues>(
  params: URLSearchParams,
  defaults: F,
  defaultSort: SortState | null,
): AppliedSearch<F> | null {
  if (!params.has('page')) return null;
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F)[]) {
    const value = params.get(key as string);
    if (value !== null) filters[key] = value as F[keyof F];
  }
  const field = params.get('sortField') || defaultSort?.field;
  const direction: SortDirection = params.get('sortDirection') === 'desc' ? 'desc' : 'asc';
  return {
    filters,
    page: toPage(params.get('page')),
    pageSize: toPageSize(params.get('pageSize')),
    sort: defaultSort && field ? { field, direction } : null,
  };
}

/**
 * Writes a search to URL params: filters in their declared order (an empty one only when its
 * default is not empty, so that clearing it survives a reload), then paging and sort.
 */
export function serializeSearch<F extends FilterValues>(search: AppliedSearch<F>, defaults?: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filters)) {
    if (value !== '' || (defaults && defaults[key] !== '')) params.set(key, value);
  }
  params.set('page', String(search.page));
  params.set('pageSize', String(search.pageSize));
  if (search.sort) {
    params.set('sortField', search.sort.field);
    params.set('sortDirection', search.sort.direction);
  }
  return params;
}

/** The filters part of the URL, used to tell a new search from a page or sort change. */
export function filtersKey(filters: FilterValues): string {
  return JSON.stringify(filters);
}

/** The API query of a search: its filters plus page, pageSize, sortField and sortDirection. */
export function searchQuery<F extends FilterValues>(search: AppliedSearch<F>) {
  return {
    ...search.filters,
    page: search.page,
    pageSize: search.pageSize,
    ...(search.sort ? { sortField: search.sort.field, sortDirection: search.sort.direction } : {}),
  };
}
