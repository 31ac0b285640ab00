import { describe, expect, it } from 'vitest';
import { normalizeCpf } from './normalize-cpf.js';

describe('normalizeCpf', () => {
  it.each<[unknown, string]>([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 529.982.247-25 ', '52998224725'],
    // shape only: a wrong check digit still normalizes
    ['529.982.247-24', '52998224724'],
    ['529.982.247-2', ''],
    ['529.982.247-250', ''],
    ['529.982.247-2a', ''],
    ['', ''],
    [undefined, ''],
    [52998224725, ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeCpf(input)).toBe(expected);
  });
});
