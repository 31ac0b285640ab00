import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from './max-length-message.js';

describe('maxLengthMessage', () => {
  it.each([
    ['Nome', 255, 'Nome deve ter no máximo 255 caracteres.'],
    ['Descrição', 1000, 'Descrição deve ter no máximo 1000 caracteres.'],
  ])('%s %i', (label, max, expected) => {
    expect(maxLengthMessage(label, max)).toBe(expected);
  });
});
