import { describe, expect, it } from 'vitest';
import { maskCep } from './mask-cep.js';

describe('maskCep', () => {
  it.each<[string | null | undefined, string]>([
    ['', ''],
    ['0', '0'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['013101009', '01310-100'],
    ['01310-100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['0131a0', '01310'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });
});
