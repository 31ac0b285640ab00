import { describe, expect, it } from 'vitest';
import { meusDadosErrors, normalizeMeusDados } from './meus-dados-errors.js';
import { messageText } from './text-rules.js';

const pf = {
  nome: ' Ana   Souza ',
  email_faturamento: ' ANA@Exemplo.com ',
  telefone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  uf: 'sp',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  logradouro: 'av paulista',
  numero: '1000',
  cep: '01310-100',
};
const responsavel = { responsavelNome: 'Rita Lima', responsavelEmail: 'RITA@x.com', responsavelPhone: '11987654321' };
const errorsOf = (input: object, tipo = 'pf') => meusDadosErrors(normalizeMeusDados(input), tipo);

describe('meusDadosErrors', () => {
  it('normalises as checked: single spaces, upper-case address, lower-case e-mails, phone digits', () => {
    expect(normalizeMeusDados({ ...pf, ...responsavel, complemento: 42 })).toMatchObject({
      nome: 'Ana Souza',
      email_faturamento: 'ana@exemplo.com',
      telefone: '11987654321',
      cpf: '529.982.247-25',
      cep: '01310-100',
      logradouro: 'AV PAULISTA',
      uf: 'SP',
      complemento: '',
      razao_social: '',
      responsavelEmail: 'rita@x.com',
    });
  });

  it('accepts a complete pf, and a pj with its responsible person', () => {
    expect(errorsOf(pf)).toEqual({});
    expect(errorsOf({ ...pf, cpf: '', cnpj: '11.222.333/0001-81', ...responsavel }, 'pj')).toEqual({});
  });

  it('says every missing field, in field order', () => {
    expect(Object.values(errorsOf({}, 'pj'))).toEqual([
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'CEP é obrigatório.',
      'Logradouro é obrigatório.',
      'Número é obrigatório.',
      'Bairro é obrigatório.',
      'Cidade é obrigatória.',
      'UF é obrigatória.',
      'Nome do responsável é obrigatório.',
      'E-mail do responsável é obrigatório.',
    ]);
  });

  it('checks formats, limits and the responsible person only for a pj', () => {
    expect(
      errorsOf({
        ...pf,
        nome: 'Ana',
        email_faturamento: 'a@b',
        telefone: '123',
        cpf: '111.111.111-11',
        cnpj: 'x',
        cep: 'abc',
        uf: 'XX',
        cidade: 'C'.repeat(101),
        razao_social: 'R'.repeat(256),
        responsavelNome: 'Rita',
      }),
    ).toEqual({
      nome: 'Informe ao menos 2 palavras no nome.',
      email_faturamento: 'Formato de e-mail inválido.',
      telefone: 'Telefone do cliente deve ter ao menos 10 dígitos.',
      cpf: 'CPF inválido.',
      cnpj: 'CNPJ inválido.',
      cep: 'CEP inválido.',
      cidade: 'Cidade deve ter no máximo 100 caracteres.',
      uf: 'UF inválida.',
      razao_social: 'Razão Social deve ter no máximo 255 caracteres.',
    });
    expect(errorsOf({ ...pf, responsavelNome: 'Rita', responsavelEmail: 'r@', responsavelPhone: '1' }, 'pj')).toEqual({
      responsavelNome: 'Precisa ao menos 2 palavras no nome do responsável.',
      responsavelEmail: 'Formato de e-mail inválido para o responsável.',
      responsavelPhone: 'Telefone do responsável deve ter ao menos 10 dígitos.',
    });
    // A letter in the CEP is refused as in the back-office (the digits alone used to pass here).
    expect(errorsOf({ ...pf, cep: 'a01310100' })).toEqual({ cep: 'CEP inválido.' });
    expect(errorsOf({ ...pf, nome: 'L'.repeat(256) })).toEqual({
      nome: ['Informe ao menos 2 palavras no nome.', 'Nome deve ter no máximo 255 caracteres.'],
    });
    // The form shows both on the field's helper line.
    expect(messageText(errorsOf({ ...pf, nome: 'L'.repeat(256) }).nome)).toBe(
      'Informe ao menos 2 palavras no nome. Nome deve ter no máximo 255 caracteres.',
    );
    expect(errorsOf({ ...pf, nome: `Ana ${'S'.repeat(252)}` })).toEqual({
      nome: 'Nome deve ter no máximo 255 caracteres.',
    });
    expect(errorsOf({ ...pf, ...responsavel, responsavelNome: `Rita ${'L'.repeat(251)}` }, 'pj')).toEqual({
      responsavelNome: 'Nome do responsável deve ter no máximo 255 caracteres.',
    });
  });
});
