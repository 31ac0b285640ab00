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
        clienteId: 'um',
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

  it('checks the terms: installments, payment, freight modality (value only with CIF), total discount', () => {
    const base = { clienteId: 1, itens: [] };
    const errorsOf = (input: object) => cotacaoErrors(normalizeCotacao({ ...base, ...input }));
    expect(
      errorsOf({
        parcelas: [
          { dias: 28, percentual: 50 },
          { dias: 56, percentual: 50 },
        ],
        meioPagamento: 'boleto',
        freteModalidade: 'CIF',
        transportadora: ' Rápido Sul ',
        frete: '1.500,00',
        descontoTotalPercentual: '2,5',
      }),
    ).toEqual({});
    expect(
      errorsOf({
        parcelas: [{ dias: 30, percentual: 60 }],
        meioPagamento: 'cheque',
        freteModalidade: 'FOB',
        transportadora: 'x'.repeat(101),
        frete: 10,
        descontoTotalPercentual: 100.5,
      }),
    ).toEqual({
      parcelas: 'Os percentuais das parcelas devem somar 100% (somam 60,00%).',
      meioPagamento: 'Meio de pagamento deve ser boleto, pix, cartao, transferencia ou outro.',
      transportadora: 'Transportadora deve ter no máximo 100 caracteres.',
      frete: 'Valor de frete só com a modalidade CIF: com FOB ou sem frete, deixe o frete em zero.',
      descontoTotalPercentual: 'Desconto no total deve ser de 0 a 100%, com até 2 casas decimais.',
    });
    expect(errorsOf({ freteModalidade: 'cif' })).toEqual({
      freteModalidade: 'Modalidade de frete deve ser CIF, FOB ou sem_frete.',
    });
    // Without a modality the value stays as programs sent it before the modality existed.
    expect(errorsOf({ frete: 10 })).toEqual({});
    expect(errorsOf({ freteModalidade: 'sem_frete', frete: 0 })).toEqual({});
  });

  it('checks the line taxes', () => {
    const line = { produtoId: 1, quantidade: 1, precoUnitario: 1 };
    expect(
      cotacaoItemErrors(normalizeCotacaoItem({ ...line, ipiPercentual: '15,5', icmsStValor: '1.234,56' })),
    ).toEqual({});
    expect(cotacaoItemErrors(normalizeCotacaoItem({ ...line, ipiPercentual: 1000, icmsStValor: -1 }))).toEqual({
      ipiPercentual: 'IPI deve ser de 0 a 999,99%, com até 2 casas decimais.',
      icmsStValor: 'ICMS-ST deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
    });
  });
});
