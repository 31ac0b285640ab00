import { describe, expect, it } from 'vitest';
import { isValidCep } from './is-valid-cep.js';

describe('isValidCep', () => {
  it.each<[unknown, boolean]>([
    ['01310-100', true],
    ['01310100', true],
    [' 70040-010 ', true],
    ['01310-10', false],
    ['01310-1000', false],
    ['0131O-100', false],
    ['01310_100', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1310100, false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidCep(input)).toBe(expected);
  });
});
