import { describe, expect, it } from 'vitest';
import { formatarReais } from './formatar-reais.js';

describe('formatarReais', () => {
  it.each<[number | string, string]>([
    [0, 'R$ 0,00'],
    [0.1, 'R$ 0,10'],
    [1234.56, 'R$ 1.234,56'],
    ['999999999999.99', 'R$ 999.999.999.999,99'],
    [-5, '-R$ 5,00'],
    [1.005, ''],
  ])('%s -> %s', (value, expected) => expect(formatarReais(value)).toBe(expected));
});
