import fc from 'fast-check';
import {
  COTACAO_LIMITS,
  calcularTotais,
  cotacaoErrors,
  cotacaoItemErrors,
  normalizeCotacao,
  normalizeCotacaoItem,
} from '@portal/shared/cotacoes';
import type { ProdutoSugestao } from '@portal/shared/dto';
import { COTACAO_MESSAGES, maxLengthMessage, textoNaoImprimivelMessage } from '@portal/shared/messages';
import {
  EMPTY_COTACAO,
  formSignature,
  formTotals,
  hasErrors,
  linhaDoProduto,
  linhaTotal,
  toCotacaoInput,
  validateCotacao,
  type CotacaoForm,
} from './cotacao-form';

const CABO: ProdutoSugestao = {
  id: 7,
  sku: 'CAB-1',
  nome: 'Cabo',
  tipo: 'p',
  preco: 189.9,
  unidade: 'RL',
  ipiPercentual: 0,
};

function form(): CotacaoForm {
  const linha = { ...linhaDoProduto(CABO), quantidade: '2,5', descontoPercentual: '7,5' };
  return { ...EMPTY_COTACAO, cliente: { id: 3, nome: 'Ferragens', documento: 'x' }, frete: '45,9', itens: [linha] };
}

describe('quotation form', () => {
  it('prefills a line from the catalogue and totals it with the shared rules', () => {
    const linha = linhaDoProduto(CABO);
    expect(linha).toMatchObject({ produtoId: 7, quantidade: '1', unidade: 'RL', precoUnitario: '189,90' });
    const expected = calcularTotais([{ quantidade: '2.5', precoUnitario: '189.9', descontoPercentual: '7.5' }], '45.9');
    expect(linhaTotal(form().itens[0])).toBe(expected.itens[0]);
    expect(formTotals(form())).toEqual(expected);
  });

  it('reads numbers the Brazilian way: quantity 1.500 is one thousand five hundred, price 1.234 is R$ 1.234,00', () => {
    const linha = { ...linhaDoProduto(CABO), quantidade: '1.500', precoUnitario: '1.234' };
    expect(linhaTotal(linha)).toBe(1_851_000);
    expect(toCotacaoInput({ ...form(), frete: '1.000,5', itens: [linha] }).itens[0]).toMatchObject({
      quantidade: 1500,
      precoUnitario: 1234,
    });
    expect(toCotacaoInput({ ...form(), frete: '1.000,5' }).frete).toBe(1000.5);
    expect(validateCotacao({ ...form(), itens: [linha] }).itens[0]).toEqual({});
    const ambigua = { ...linha, quantidade: '1,500.5' };
    expect(validateCotacao({ ...form(), itens: [ambigua] }).itens[0].quantidade).toMatch(/^Número ambíguo/);
    expect(linhaTotal(ambigua)).toBeNull();
  });

  it('sends numbers, not the typed text; blank validity is left to the server', () => {
    expect(toCotacaoInput(form(), 4)).toEqual({
      clienteId: 3,
      condicoesPagamento: null,
      prazoEntrega: null,
      observacoes: null,
      parcelas: [],
      meioPagamento: null,
      freteModalidade: null,
      transportadora: null,
      frete: 45.9,
      descontoTotalPercentual: 0,
      itens: [
        {
          produtoId: 7,
          quantidade: 2.5,
          unidade: 'RL',
          precoUnitario: 189.9,
          descontoPercentual: 7.5,
          ipiPercentual: 0,
          icmsStValor: null,
        },
      ],
      versao: 4,
    });
  });

  it('gives the shared messages and no totals while a line is not a number', () => {
    const bad = form();
    bad.itens[0] = { ...bad.itens[0], quantidade: '0', descontoPercentual: '120' };
    const errors = validateCotacao({ ...bad, cliente: null });
    expect(errors.cliente).toBe('Selecione o cliente da cotação.');
    expect(errors.itens[0]).toEqual({
      quantidade: 'Quantidade deve ser maior que zero, com até 3 casas decimais.',
      descontoPercentual: 'Desconto deve ser de 0 a 100%, com até 2 casas decimais.',
    });
    expect(hasErrors(errors)).toBe(true);
    expect(formTotals(bad)).toBeNull();
    expect(hasErrors(validateCotacao(form()))).toBe(false);
  });

  it('refuses in the notes and the unit what the PDF cannot print, with the shared message', () => {
    const bad = { ...form(), observacoes: 'Entregar a 山田\nsegunda linha', prazoEntrega: 'Nguyễn: 10 dias' };
    bad.itens[0] = { ...bad.itens[0], unidade: '個' };
    const errors = validateCotacao(bad);
    expect(errors.observacoes).toBe(textoNaoImprimivelMessage('Observações', ['山', '田']));
    expect(errors.prazoEntrega).toBeUndefined();
    expect(errors.itens[0].unidade).toBe(textoNaoImprimivelMessage('Unidade', ['個']));
    expect(hasErrors(errors)).toBe(true);
  });

  it('says what the API says: the length of the texts and the number of lines (the shared rule set)', () => {
    const longo = { ...form(), observacoes: 'x'.repeat(COTACAO_LIMITS.observacoes + 1) };
    expect(validateCotacao(longo).observacoes).toBe(maxLengthMessage('Observações', COTACAO_LIMITS.observacoes));
    const linhas = Array.from({ length: COTACAO_LIMITS.itens + 1 }, () => linhaDoProduto(CABO));
    const errors = validateCotacao({ ...form(), itens: linhas });
    expect(errors.lista).toBe(COTACAO_MESSAGES.itensInvalid);
    expect(validateCotacao({ ...form(), validade: '2026-02-30' }).validade).toBe(COTACAO_MESSAGES.validadeInvalid);
    expect(hasErrors(errors)).toBe(true);
  });

  it('any typed form: the form accepts exactly what the API accepts, with the same messages', () => {
    const numero = fc.oneof(
      fc.constantFrom('', '0', '1', '1.500', '1,5', '2,555', '120', '-1', '1,500.5', 'abc', '999.999.999.999,99'),
      fc.stringMatching(/^[0-9.,]{1,8}$/),
    );
    const texto = fc.oneof(fc.constantFrom('', '  ', 'Boleto 30 dias', '山田', 'x'.repeat(2001)), fc.string());
    const linha = fc.record({
      quantidade: numero,
      unidade: fc.constantFrom('UN', '', 'ABCDEFG', ' kg '),
      precoUnitario: numero,
      descontoPercentual: numero,
      ipiPercentual: numero,
      icmsStValor: numero,
    });
    const typed = fc.record({
      cliente: fc.constantFrom(null, { id: 3, nome: 'Ferragens', documento: 'x' }),
      condicoesPagamento: texto,
      prazoEntrega: texto,
      observacoes: texto,
      frete: numero,
      descontoTotalPercentual: numero,
      transportadora: texto,
      freteModalidade: fc.constantFrom('', 'CIF', 'FOB', 'sem_frete' as const),
      itens: fc.array(linha, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(typed, (t) => {
        const f: CotacaoForm = {
          ...EMPTY_COTACAO,
          ...t,
          itens: t.itens.map((l) => ({ ...linhaDoProduto(CABO), ...l })),
        };
        const errors = validateCotacao(f);
        // The API reads the body the form would send with the texts as typed (it accepts numbers as text).
        const body = normalizeCotacao({
          clienteId: f.cliente?.id,
          condicoesPagamento: f.condicoesPagamento,
          prazoEntrega: f.prazoEntrega,
          observacoes: f.observacoes,
          frete: f.frete.trim() ? f.frete : undefined,
          descontoTotalPercentual: f.descontoTotalPercentual.trim() ? f.descontoTotalPercentual : undefined,
          transportadora: f.transportadora,
          freteModalidade: f.freteModalidade || null,
          itens: f.itens,
        });
        const api = cotacaoErrors(body);
        expect(errors.cliente).toBe(api.clienteId);
        for (const campo of [
          'condicoesPagamento',
          'prazoEntrega',
          'observacoes',
          'frete',
          'descontoTotalPercentual',
          'transportadora',
        ] as const)
          expect(errors[campo]).toBe(api[campo]);
        f.itens.forEach((l, i) => {
          const item = cotacaoItemErrors(
            normalizeCotacaoItem({
              ...l,
              precoUnitario: l.precoUnitario || '0',
              descontoPercentual: l.descontoPercentual || '0',
              ipiPercentual: l.ipiPercentual || '0',
              icmsStValor: l.icmsStValor.trim() ? l.icmsStValor : null,
            }),
          );
          expect(errors.itens[i]).toEqual(item);
        });
        // What the form lets through, the API takes as sent.
        if (!hasErrors(errors)) {
          const input = toCotacaoInput(f);
          expect(cotacaoErrors(normalizeCotacao({ ...input }))).toEqual({});
          input.itens.forEach((item) => expect(cotacaoItemErrors(normalizeCotacaoItem({ ...item }))).toEqual({}));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells unsaved changes apart from the React keys of the lines', () => {
    const a = form();
    const b = { ...a, itens: a.itens.map((l) => ({ ...l, key: 'other' })) };
    expect(formSignature(a)).toBe(formSignature(b));
    expect(formSignature({ ...a, observacoes: 'x' })).not.toBe(formSignature(a));
  });
});
