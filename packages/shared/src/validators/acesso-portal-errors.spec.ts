import { describe, expect, it } from 'vitest';
import { documentoJaClienteMessage } from '../messages/acesso-portal-messages.js';
import { acessoPortalErrors, normalizeAcessoPortal } from './acesso-portal-errors.js';

describe('acessoPortalErrors', () => {
  it('accepts a name and an e-mail, normalised as stored', () => {
    const input = normalizeAcessoPortal({ nome: '  Ana   Souza ', email: ' Ana@Exemplo.COM.br ' });
    expect(input).toEqual({ nome: 'Ana Souza', email: 'ana@exemplo.com.br' });
    expect(acessoPortalErrors(input)).toEqual({});
  });

  it('names every missing or malformed field, never throwing on odd input', () => {
    expect(acessoPortalErrors(normalizeAcessoPortal({}))).toEqual({
      nome: 'Nome é obrigatório.',
      email: 'E-mail é obrigatório.',
    });
    expect(acessoPortalErrors(normalizeAcessoPortal({ nome: 'x'.repeat(256), email: 'ana@' }))).toEqual({
      nome: 'Nome deve ter no máximo 255 caracteres.',
      email: 'Formato de e-mail inválido.',
    });
    expect(acessoPortalErrors(normalizeAcessoPortal({ nome: {}, email: [] }))).toEqual({
      nome: 'Nome é obrigatório.',
      email: 'E-mail é obrigatório.',
    });
  });
});

describe('documentoJaClienteMessage', () => {
  it("gives the company's contact and nothing about the customer", () => {
    expect(documentoJaClienteMessage({ email: 'contato@empresa.com.br', phone: '(11) 4000-0000' })).toBe(
      'Este CPF/CNPJ já é cliente. Para acessar o portal, peça à empresa um acesso para o seu e-mail: ' +
        'contato@empresa.com.br, (11) 4000-0000. Se você já tem login, use "Esqueci minha senha".',
    );
  });
});
