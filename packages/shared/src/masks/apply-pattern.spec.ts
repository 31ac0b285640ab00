import { describe, expect, it } from 'vitest';
import { applyPattern } from './apply-pattern.js';

describe('applyPattern', () => {
  it.each([
    ['', '###-##', ''],
    ['1', '###-##', '1'],
    ['123', '###-##', '123'],
    ['1234', '###-##', '123-4'],
    ['12345', '###-##', '123-45'],
    ['123456', '###-##', '123-45'],
    ['1', '(##)#', '(1'],
    ['12', '(##)#', '(12'],
    ['123', '(##)#', '(12)3'],
  ])('%j over %j -> %j', (chars, pattern, expected) => {
    expect(applyPattern(chars, pattern)).toBe(expected);
  });
});
