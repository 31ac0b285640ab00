import { describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_STATUSES,
  DEFAULT_PAGE_SIZE,
  LIMITS,
  PAGE_SIZES,
  PAGINATION_WINDOW,
  PRODUCT_NAME,
  ROLE_CLAIM,
  ROLES,
  TOKEN_STORAGE_KEY,
  UFS,
} from './index.js';

describe('constants', () => {
  it('lists the 27 UFs, sorted and unique', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect([...UFS]).toEqual([...UFS].sort());
    expect(UFS).toContain('DF');
    expect(UFS).toContain('TO');
  });

  it.each([
    ['page sizes', PAGE_SIZES, [15, 30, 50]],
    ['default page size', DEFAULT_PAGE_SIZE, 15],
    ['pagination window', PAGINATION_WINDOW, 7],
    ['product name', PRODUCT_NAME, 'Portal de Cotações'],
    ['token key', TOKEN_STORAGE_KEY, 'token'],
    ['role claim', ROLE_CLAIM, 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role'],
    ['roles', ROLES, { ADMIN: 'ADMIN', COMERCIAL: 'COMERCIAL', CLIENTE: 'CLIENTE' }],
    ['confirm statuses', CONFIRM_EMAIL_STATUSES, ['success', 'already-confirmed', 'not-found', 'error']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [LIMITS.customer.nome, 255],
    [LIMITS.customer.email_faturamento, 60],
    [LIMITS.customer.ie, 14],
    [LIMITS.customer.numero, 10],
    [LIMITS.customer.uf, 2],
    [LIMITS.filters.doc, 18],
    [LIMITS.filters.email, 50],
    [LIMITS.product.descricao, 1000],
    [LIMITS.minSearchText, 3],
    [LIMITS.passwordMin, 8],
    [LIMITS.phoneMin, 10],
  ])('limit %i is %i', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
