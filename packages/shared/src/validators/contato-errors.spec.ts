import { describe, expect, it } from 'vitest';
import { contatoErrors } from './contato-errors.js';

describe('contatoErrors', () => {
  it('accepts a complete form, with or without a phone', () => {
    const form = { nome: 'Ana Souza', email: 'ana@exemplo.com.br', mensagem: 'Olá' };
    expect(contatoErrors(form)).toEqual({});
    expect(contatoErrors({ ...form, telefone: '(11) 98765-4321' })).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(contatoErrors({})).toEqual({
      nome: 'Nome é obrigatório.',
      email: 'E-mail é obrigatório.',
      mensagem: 'Mensagem é obrigatória.',
    });
    expect(contatoErrors({ nome: 'A', email: 'x@', telefone: '123', mensagem: 'x'.repeat(2001) })).toEqual({
      email: 'Formato de e-mail inválido.',
      telefone: 'Telefone deve ter 10 ou 11 dígitos.',
      mensagem: 'A mensagem deve ter no máximo 2000 caracteres.',
    });
  });

  it('never throws on odd input', () => {
    expect(contatoErrors({ nome: 3, email: null, telefone: {}, mensagem: [] }).nome).toBe('Nome é obrigatório.');
  });
});
