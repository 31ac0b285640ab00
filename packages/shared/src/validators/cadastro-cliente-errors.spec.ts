import { describe, expect, it } from 'vitest';
import { normalizeCadastroCliente, cadastroClienteErrors } from './cadastro-cliente-errors.js';

const errorsOf = (input: object) => cadastroClienteErrors(normalizeCadastroCliente(input));

describe('cadastroClienteErrors', () => {
  it('normalises texts and keeps the documents as typed', () => {
    expect(
      normalizeCadastroCliente({
        tipo_pessoa: 'pj',
        email: ' A@B.COM ',
        nome: ' Ana  Lima ',
        razao_social: 'acme',
        cnpj: 7,
      }),
    ).toEqual({ tipo_pessoa: 'pj', email: 'a@b.com', nome: 'Ana Lima', razao_social: 'ACME', cpf: '', cnpj: '' });
    expect(errorsOf({ tipo_pessoa: 'pf', email: 'a@b.com', nome: 'Ana Lima', cpf: '529.982.247-25' })).toEqual({});
  });

  it('gives the contract messages per person type, in field order', () => {
    expect(errorsOf({ tipo_pessoa: 'pf', cnpj: 'x' })).toEqual({
      email: 'Email é obrigatório.',
      nome: 'Nome é obrigatório (pessoa física).',
      cpf: 'CPF é obrigatório.',
    });
    expect(errorsOf({ tipo_pessoa: 'pj', email: 'sem arroba', razao_social: 'r'.repeat(256), cnpj: '..' })).toEqual({
      email: 'Formato de email inválido.',
      nome: 'Nome do Responsável é obrigatório (PJ).',
      razao_social: 'Razão Social deve ter no máximo 255 caracteres.',
      cnpj: 'CNPJ inválido.',
    });
    expect(errorsOf({ tipo_pessoa: 'xx', email: 'a@b.com', nome: 'Ana Lima' })).toEqual({
      tipo_pessoa: 'Tipo de pessoa deve ser pf ou pj.',
    });
  });
});
