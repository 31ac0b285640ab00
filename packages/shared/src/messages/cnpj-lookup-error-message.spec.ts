import { describe, expect, it } from 'vitest';
import { cnpjLookupErrorMessage } from './cnpj-lookup-error-message.js';

describe('cnpjLookupErrorMessage', () => {
  it.each([
    ['CNPJ não encontrado.', 'Erro ao consultar CNPJ: CNPJ não encontrado.'],
    ['Erro HTTP 502', 'Erro ao consultar CNPJ: Erro HTTP 502'],
    ['', 'Erro ao consultar CNPJ: '],
  ])('%j', (message, expected) => {
    expect(cnpjLookupErrorMessage(message)).toBe(expected);
  });
});
