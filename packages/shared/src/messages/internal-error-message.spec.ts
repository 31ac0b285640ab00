import { describe, expect, it } from 'vitest';
import { internalErrorMessage } from './internal-error-message.js';

describe('internalErrorMessage', () => {
  it.each([
    ['3f2a9c1e', 'Erro interno. Código: 3f2a9c1e'],
    ['req-1', 'Erro interno. Código: req-1'],
  ])('%s', (requestId, expected) => {
    expect(internalErrorMessage(requestId)).toBe(expected);
  });
});
