import { describe, expect, it } from 'vitest';
import { hasTwoWords } from './has-two-words.js';

describe('hasTwoWords', () => {
  it.each<[unknown, boolean]>([
    ['Maria Silva', true],
    ['  Maria   da Silva  ', true],
    ['Maria\tSilva', true],
    ['José\nSouza', true],
    ['A B', true],
    ['Maria', false],
    ['  Maria  ', false],
    ['Maria-Silva', false],
    ['', false],
    ['   ', false],
    [undefined, false],
    [null, false],
    [['Maria', 'Silva'], false],
  ])('%j -> %s', (input, expected) => {
    expect(hasTwoWords(input)).toBe(expected);
  });
});
