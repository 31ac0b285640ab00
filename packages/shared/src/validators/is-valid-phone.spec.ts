import { describe, expect, it } from 'vitest';
import { isValidPhone } from './is-valid-phone.js';

describe('isValidPhone', () => {
  it.each<[unknown, boolean]>([
    ['(11)3333-4444', true],
    ['(11)98765-4321', true],
    ['1133334444', true],
    ['11987654321', true],
    ['(11) 98765-4321', true],
    ['(11)3333-444', false],
    ['119876543210', false],
    ['+55 11 98765-4321', false],
    ['(11)9876A-4321', false],
    ['', false],
    [undefined, false],
    [11987654321, false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});
