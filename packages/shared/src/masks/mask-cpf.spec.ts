import { describe, expect, it } from 'vitest';
import { maskCpf } from './mask-cpf.js';

describe('maskCpf', () => {
  it.each<[string | null | undefined, string]>([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529.982.', '529.982'],
    ['52a9b98', '529.98'],
    [' 529 982 247 25 ', '529.982.247-25'],
    ['abc', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it('is idempotent', () => {
    expect(maskCpf(maskCpf('5299822472'))).toBe('529.982.247-2');
  });
});
