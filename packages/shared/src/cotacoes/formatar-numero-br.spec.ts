import { describe, expect, it } from 'vitest';
import { formatarNumeroBr } from './formatar-numero-br.js';

describe('formatarNumeroBr', () => {
  it.each<[bigint, number, boolean, string]>([
    [1_500_000n, 3, false, '1.500'],
    [1_500n, 3, false, '1,5'],
    [123_456n, 2, true, '1.234,56'],
    [123_400n, 2, true, '1.234,00'],
    [123_400n, 2, false, '1.234'],
    [5n, 2, true, '0,05'],
    [0n, 2, true, '0,00'],
    [0n, 3, false, '0'],
    [-150n, 2, true, '-1,50'],
    [1_234_567n, 0, false, '1.234.567'],
  ])('%s at %i decimals (fixed: %s) is %s', (unidades, casas, fixas, esperado) => {
    expect(formatarNumeroBr(unidades, casas, fixas)).toBe(esperado);
  });

  it.each<[number | string | null | undefined, number, boolean, string]>([
    [1500, 3, false, '1.500'],
    [1.5, 3, false, '1,5'],
    [1234.5, 2, true, '1.234,50'],
    ['0.125', 3, false, '0,125'],
    [7.5, 2, false, '7,5'],
    [1e21, 0, false, '1.000.000.000.000.000.000.000'],
    [1.2345, 3, false, ''],
    [null, 2, true, ''],
    [undefined, 3, false, ''],
  ])('the server value %s at %i decimals (fixed: %s) is %s', (valor, casas, fixas, esperado) => {
    expect(formatarNumeroBr(valor, casas, fixas)).toBe(esperado);
  });
});
