import { describe, expect, it } from 'vitest';
import { stripMask } from './strip-mask.js';

describe('stripMask', () => {
  it.each<[unknown, string]>([
    ['529.982.247-25', '52998224725'],
    ['12.abc.345/01de-35', '12abc34501de35'],
    ['(11) 98765-4321', '11987654321'],
    ['01310-100', '01310100'],
    [' 1\t2\n3 ', '123'],
    ['529.982.247-2x', '5299822472x'],
    ['529,982', '529,982'],
    ['', ''],
    [undefined, ''],
    [null, ''],
    [42, ''],
  ])('%j -> %j', (input, expected) => {
    expect(stripMask(input)).toBe(expected);
  });
});
