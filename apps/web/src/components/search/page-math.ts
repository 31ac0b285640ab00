import { PAGINATION_WINDOW } from '@portal/shared/constants';

/** Last page for a total (at least 1, so an empty result still has page 1). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Up to `size` consecutive page numbers around `current`, shifted to stay within 1..last. */
export function pageWindow(current: number, last: number, size: number = PAGINATION_WINDOW): number[] {
  const count = Math.min(size, last);
  const centered = current - Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(1, centered), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The page box value as a page: digits only, clamped between 1 and the last page. */
export function clampPage(input: string, last: number): number {
  const digits = input.replace(/\D/g, '');
  const page = digits === '' ? 1 : Number(digits);
  return Math.min(Math.max(1, page), last);
}
