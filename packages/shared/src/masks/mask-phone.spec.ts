import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.js';

describe('maskPhone', () => {
  it.each<[string | null | undefined, string]>([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11)3'],
    ['113333', '(11)3333'],
    ['1133334', '(11)3333-4'],
    ['1133334444', '(11)3333-4444'],
    ['11987654321', '(11)98765-4321'],
    ['119876543210', '(11)98765-4321'],
    ['(11)3333-4444', '(11)3333-4444'],
    ['(11)98765-4321', '(11)98765-4321'],
    ['(11) 3333-44445', '(11)33334-4445'],
    ['tel: 11 3333', '(11)3333'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('goes back to the 10-digit layout when a digit is deleted', () => {
    expect(maskPhone('(11)98765-432')).toBe('(11)9876-5432');
  });
});
