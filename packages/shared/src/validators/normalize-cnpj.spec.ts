import { describe, expect, it } from 'vitest';
import { normalizeCnpj } from './normalize-cnpj.js';

describe('normalizeCnpj', () => {
  it.each<[unknown, string]>([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12abc34501de35 ', '12ABC34501DE35'],
    // shape only: a wrong check digit still normalizes
    ['11.222.333/0001-82', '11222333000182'],
    ['12.ABC.345/01DE-3A', ''],
    ['11.222.333/0001-8', ''],
    ['11.222.333/0001-811', ''],
    ['12.AB#.345/01DE-35', ''],
    ['', ''],
    [null, ''],
    [11222333000181, ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeCnpj(input)).toBe(expected);
  });
});
