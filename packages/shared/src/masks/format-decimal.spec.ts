import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal.js';

describe('formatDecimal', () => {
  it.each([
    [12, 3, '12'],
    [1234.5, 3, '1.234,5'],
    [0.125, 3, '0,125'],
    [2.1, 2, '2,1'],
    [100, 2, '100'],
    [-1.5, 2, '-1,5'],
    [-0.0001, 3, '0'],
    [Number.POSITIVE_INFINITY, 2, '0'],
  ])('%s with %s decimals -> %s', (value, decimals, expected) => {
    expect(formatDecimal(value, decimals)).toBe(expected);
  });
});
