import { describe, expect, it } from 'vitest';
import { httpErrorMessage } from './http-error-message.js';

describe('httpErrorMessage', () => {
  it.each([
    [400, 'Erro HTTP 400'],
    [404, 'Erro HTTP 404'],
    [409, 'Erro HTTP 409'],
    [502, 'Erro HTTP 502'],
  ])('%i', (status, expected) => {
    expect(httpErrorMessage(status)).toBe(expected);
  });
});
