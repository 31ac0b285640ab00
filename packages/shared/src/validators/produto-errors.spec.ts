import { describe, expect, it } from 'vitest';
import { normalizeProduto, produtoErrors } from './produto-errors.js';

const errorsOf = (input: object) => produtoErrors(normalizeProduto(input));

describe('produtoErrors', () => {
  it('accepts a product and normalises it', () => {
    expect(normalizeProduto({ sku: ' ab1 ', tipo: ' P ', nome: ' Caneta ', descricao: '  ' })).toEqual({
      sku: 'AB1',
      tipo: 'p',
      nome: 'Caneta',
      status: undefined,
      // Blank clears the description (null); left out keeps it.
      descricao: null,
    });
    expect(errorsOf({ sku: 'AB1', tipo: 'p', nome: 'Caneta', status: true })).toEqual({});
  });

  it('gives the contract messages, in field order', () => {
    expect(errorsOf({ status: 'sim', descricao: 'x'.repeat(1001) })).toEqual({
      sku: 'SKU é obrigatório (máx 10 chars).',
      tipo: 'Tipo deve ser p (Produto) ou s (Serviço).',
      nome: 'Nome é obrigatório.',
      status: 'Valor inválido: use verdadeiro ou falso.',
      descricao: 'Descrição deve ter no máximo 1000 caracteres.',
    });
    expect(errorsOf({ sku: 'X'.repeat(11), tipo: 's', nome: 'n'.repeat(101) })).toEqual({
      sku: 'SKU é obrigatório (máx 10 chars).',
      nome: 'Nome deve ter no máximo 100 caracteres.',
    });
  });

  it('takes the NCM as 8 digits (dots allowed) and an IPI rate', () => {
    const ok = { sku: 'AB1', tipo: 'p', nome: 'Caneta', status: true };
    expect(normalizeProduto({ ...ok, ncm: ' 8471.30.12 ', ipiPercentual: '9,75' })).toMatchObject({
      ncm: '84713012',
      ipiPercentual: 9.75,
    });
    expect(errorsOf({ ...ok, ncm: '8471.30.12', ipiPercentual: 0 })).toEqual({});
    expect(errorsOf({ ...ok, ncm: '8471301', ipiPercentual: 1000 })).toEqual({
      ncm: 'NCM deve ter 8 dígitos (ex.: 8471.30.12).',
      ipiPercentual: 'IPI deve ser de 0 a 999,99%, com até 2 casas decimais.',
    });
  });
});
