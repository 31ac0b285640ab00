import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.js';

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['123', '123'],
    ['1234', '1.234'],
    ['1234567', '1.234.567'],
  ])('%s -> %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});
