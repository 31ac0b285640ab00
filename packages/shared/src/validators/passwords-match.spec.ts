import { describe, expect, it } from 'vitest';
import { passwordsMatch } from './passwords-match.js';

describe('passwordsMatch', () => {
  it.each<[unknown, unknown, boolean]>([
    ['Segura2024', 'Segura2024', true],
    ['Segura2024', 'segura2024', false],
    ['Segura2024', 'Segura2024 ', false],
    ['Segura2024', '', false],
    ['', '', false],
    [undefined, undefined, false],
    [123, 123, false],
  ])('%j / %j -> %s', (pw, confirm, expected) => {
    expect(passwordsMatch(pw, confirm)).toBe(expected);
  });
});
