import type { SortDirection } from '../constants/pagination.js';

/** Paging and sorting shared by every search endpoint (query string). */
export interface PagingQuery {
  page?: number;
  pageSize?: number;
  sortField?: string;
  sortDirection?: SortDirection;
}

/** Answer of every search endpoint. */
export interface SearchResult<T> {
  data: T[];
  totalCount: number;
}

/** Body of error answers and of answers that only carry a text. */
export interface MessageResponse {
  message: string;
}
