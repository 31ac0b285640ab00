import { describe, expect, it } from 'vitest';
import { onlyDigits } from './only-digits.js';

describe('onlyDigits', () => {
  it.each<[unknown, string]>([
    ['529.982.247-25', '52998224725'],
    ['(11) 98765-4321', '11987654321'],
    ['12.ABC.345/01DE-35', '123450135'],
    ['abc', ''],
    ['', ''],
    ['  0 1  ', '01'],
    ['٣٤', ''],
    [undefined, ''],
    [null, ''],
    [123, ''],
    [{}, ''],
  ])('%j -> %j', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });
});
