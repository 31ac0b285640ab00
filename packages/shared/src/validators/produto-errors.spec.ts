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
      descricao: undefined,
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
});
