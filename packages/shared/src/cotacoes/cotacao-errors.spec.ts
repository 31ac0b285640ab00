import { describe, expect, it } from 'vitest';
import { cotacaoErrors, cotacaoItemErrors, normalizeCotacao, normalizeCotacaoItem } from './cotacao-errors.js';

const item = { produtoId: 7, quantidade: 2.5, unidade: ' cx ', precoUnitario: '19.90', descontoPercentual: 10 };

describe('cotacaoItemErrors', () => {
  it('upper-cases the unit and accepts a complete line', () => {
    expect(normalizeCotacaoItem(item).unidade).toBe('CX');
    expect(cotacaoItemErrors(normalizeCotacaoItem(item))).toEqual({});
  });

  it('turns numbers sent as text into JSON numbers, read the Brazilian way; keeps what is not a number', () => {
    const linha = normalizeCotacaoItem({
      ...item,
      quantidade: '1.500',
      precoUnitario: '1.234,5',
      descontoPercentual: '',
    });
    expect(linha).toMatchObject({ quantidade: 1500, precoUnitario: 1234.5, descontoPercentual: '' });
    expect(cotacaoItemErrors(linha)).toEqual({ descontoPercentual: 'Informe um número.' });
    expect(normalizeCotacao({ frete: '12,50' }).frete).toBe(12.5);
    expect(normalizeCotacao({ frete: 12.5 }).frete).toBe(12.5);
  });

  it('says what is wrong with each field', () => {
    expect(
      cotacaoItemErrors({
        produtoId: 0,
        quantidade: 0,
        unidade: 'CAIXAS12',
        precoUnitario: -1,
        descontoPercentual: 101,
      }),
    ).toEqual({
      produtoId: 'Selecione o produto de cada item.',
      quantidade: 'Quantidade deve ser maior que zero, com até 3 casas decimais.',
      unidade: 'Unidade deve ter de 1 a 6 caracteres.',
      precoUnitario: 'Preço unitário deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
      descontoPercentual: 'Desconto deve ser de 0 a 100%, com até 2 casas decimais.',
    });
  });
});

describe('cotacaoErrors', () => {
  it('trims texts (blank or null is absent) and accepts a complete quotation', () => {
    const input = normalizeCotacao({
      clienteId: 1,
      validade: ' 2026-12-31 ',
      observacoes: ' ',
      frete: null,
      itens: [],
    });
    expect(input).toMatchObject({ validade: '2026-12-31', observacoes: undefined });
    expect(cotacaoErrors(input)).toEqual({});
  });

  it('says every broken rule, in field order', () => {
    const errors = cotacaoErrors(
      normalizeCotacao({
        clienteId: '1',
        validade: '2026-02-30',
        prazoEntrega: 'x'.repeat(201),
        frete: 1.234,
        itens: {},
        versao: 0,
      }),
    );
    expect(Object.values(errors)).toEqual([
      'Selecione o cliente da cotação.',
      'Validade deve ser uma data válida (AAAA-MM-DD).',
      'Prazo de entrega deve ter no máximo 200 caracteres.',
      'Frete deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
      'Itens devem ser uma lista (até 500 itens).',
      'Informe a versão da cotação que você editou.',
    ]);
  });
});
