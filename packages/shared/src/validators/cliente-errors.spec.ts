import { describe, expect, it } from 'vitest';
import { clienteErrors, normalizeCliente } from './cliente-errors.js';

const address = {
  cep: '01310-100',
  logradouro: 'av paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
};
const errorsOf = (input: object) => clienteErrors(normalizeCliente(input));

describe('clienteErrors', () => {
  it('normalises as stored: bare documents, upper-case address, lower-case e-mail', () => {
    expect(
      normalizeCliente({
        tipo_pessoa: ' PJ ',
        cnpj: '12.abc.345/01de-35',
        ie: '12.345-x',
        email_faturamento: ' A@B.COM ',
        ...address,
      }),
    ).toMatchObject({
      tipo_pessoa: 'pj',
      cnpj: '12ABC34501DE35',
      ie: '12345',
      email_faturamento: 'a@b.com',
      logradouro: 'AV PAULISTA',
      cep: '01310100',
      uf: 'SP',
    });
  });

  it('accepts a complete pf and pj', () => {
    expect(errorsOf({ tipo_pessoa: 'pf', nome: 'Ana', cpf: '529.982.247-25', ...address })).toEqual({});
    expect(
      errorsOf({
        tipo_pessoa: 'pj',
        nome: 'Loja',
        razao_social: 'Loja',
        cnpj: '11.222.333/0001-81',
        isento_ie: true,
        email_faturamento: 'f@l.com',
        ...address,
      }),
    ).toEqual({});
  });

  it('gives the messages of each type, in field order', () => {
    expect(Object.entries(errorsOf({ tipo_pessoa: 'pj', status: 1 }))).toEqual([
      ['nome', 'Nome/Fantasia é obrigatório (PJ).'],
      ['razao_social', 'Razão Social é obrigatória (PJ).'],
      ['cnpj', 'CNPJ é obrigatório'],
      ['ie', 'Obrigatória (PJ não isenta).'],
      ['email_faturamento', 'Email de faturamento é obrigatório (PJ).'],
      ['status', 'Valor inválido: use verdadeiro ou falso.'],
      ['cep', 'CEP é obrigatório'],
      ['logradouro', 'Logradouro é obrigatório'],
      ['numero', 'Número é obrigatório'],
      ['bairro', 'Bairro é obrigatório'],
      ['cidade', 'Cidade é obrigatória'],
      ['uf', 'UF é obrigatória'],
    ]);
    expect(errorsOf({ tipo_pessoa: 'x', nome: 'A', cpf: '1', ...address, uf: 'XX' })).toEqual({
      tipo_pessoa: 'Tipo de pessoa deve ser pf ou pj.',
      uf: 'UF inválida.',
    });
    expect(
      errorsOf({ tipo_pessoa: 'pf', nome: 'A', cpf: '111.111.111-11', email_faturamento: 'a b@c', ...address }),
    ).toEqual({
      cpf: 'CPF inválido',
      email_faturamento: 'Formato de e-mail inválido',
    });
  });
});
