import { describe, expect, it } from 'vitest';
import { maskCnpj } from './mask-cnpj.js';

describe('maskCnpj', () => {
  it.each<[string | null | undefined, string]>([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    // the check digit positions take digits only
    ['12ABC34501DEX', '12.ABC.345/01DE'],
    ['12ABC34501DEX3Y5', '12.ABC.345/01DE-35'],
    ['12-AB#C', '12.ABC'],
    ['çã12', '12'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected);
  });
});
