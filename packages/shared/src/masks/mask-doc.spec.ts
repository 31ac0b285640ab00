import { describe, expect, it } from 'vitest';
import { maskDoc } from './mask-doc.js';

describe('maskDoc', () => {
  it.each<[string | null | undefined, string]>([
    ['', ''],
    ['529', '529'],
    ['5299822', '529.982.2'],
    ['52998224725', '529.982.247-25'],
    // a 12th digit turns it into a CNPJ
    ['529.982.247-251', '52.998.224/7251'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    // a letter means an alphanumeric CNPJ
    ['12A', '12.A'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskDoc(input)).toBe(expected);
  });
});
