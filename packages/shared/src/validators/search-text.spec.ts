import { describe, expect, it } from 'vitest';
import { searchTextError } from './search-text.js';

describe('searchTextError', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['ab', 'M'],
    [' ab ', 'M'],
    ['abc', undefined],
    ['  abc  ', undefined],
  ])('"%s" -> %s', (value, expected) => {
    expect(searchTextError(value, 'M')).toBe(expected);
  });
});
