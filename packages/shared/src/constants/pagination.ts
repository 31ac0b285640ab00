/** Page sizes offered by every search screen. */
export const PAGE_SIZES = [15, 30, 50] as const;

export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE: PageSize = 15;

/** How many page numbers the pagination control shows around the current page. */
export const PAGINATION_WINDOW = 7;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export type SortDirection = (typeof SORT_DIRECTIONS)[number];
