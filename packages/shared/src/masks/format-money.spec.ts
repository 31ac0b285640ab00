import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.js';

describe('formatMoney', () => {
  it.each([
    [0, 'R$ 0,00'],
    [0.5, 'R$ 0,50'],
    [1234.56, 'R$ 1.234,56'],
    [1_000_000, 'R$ 1.000.000,00'],
    [999_999_999_999.99, 'R$ 999.999.999.999,99'],
    [0.1 + 0.2, 'R$ 0,30'],
    [-12.3, '-R$ 12,30'],
    [-0.001, 'R$ 0,00'],
    [Number.NaN, 'R$ 0,00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});
