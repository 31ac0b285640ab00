import fc from 'fast-check';
import { calcularItem, formatarNumeroBr, formatarReais, scaledNumber } from '@portal/shared/cotacoes';
import type { Cotacao, CotacaoItem } from '@portal/shared/dto';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CotacaoDocumento } from './cotacao-documento';

// Fixtures written before issue 29 leave the line taxes out: none.
const SEM_IMPOSTOS: Partial<CotacaoItem> = { ipiPercentual: 0, ipi: 0, icmsStValor: null };

const cotacao = (item: Omit<CotacaoItem, 'total'>, total: number, frete = 0, geral = total) =>
  ({
    condicoesPagamento: '30 dias',
    prazoEntrega: null,
    observacoes: null,
    itens: [{ ...SEM_IMPOSTOS, ...item, total }],
    parcelas: [],
    meioPagamento: null,
    freteModalidade: null,
    transportadora: null,
    subtotal: total,
    descontos: 0,
    descontoTotal: 0,
    frete,
    ipi: 0,
    icmsSt: 0,
    total: geral,
  }) as unknown as Cotacao;

const celulas = () =>
  within(screen.getByRole('table', { name: 'Itens' }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('a quotation as a document (staff read view and the customer page)', () => {
  it('prints amounts, quantities and discounts as the PDF does, to the letter (one formatter)', () => {
    const item = {
      sku: 'PAR-1',
      nome: 'Parafuso',
      descricao: null,
      quantidade: 1500.125,
      unidade: 'UN',
      precoUnitario: 1234.5,
      descontoPercentual: 7.5,
    } as unknown as CotacaoItem;
    render(<CotacaoDocumento cotacao={cotacao(item, 1_713_098.54, 45.9, 1_713_144.44)} />);
    // A plain space after R$ (Intl put a no-break space there, which the PDF and the e-mails do not).
    expect(celulas()).toEqual([
      'PAR-1',
      'Parafuso',
      '1.500,125',
      'UN',
      'R$ 1.234,50',
      '7,5%',
      'R$ 1.713.098,54',
      'R$ 0,00',
      '—',
    ]);
    expect(screen.getByTestId('total-Frete').textContent).toBe('R$ 45,90');
    expect(screen.getByTestId('total-Total').textContent).toBe('R$ 1.713.144,44');
  });

  it('any line of numeric(14,3) x numeric(14,2): the screen shows formatarReais / formatarNumeroBr exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 99_999_999n }),
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (milli, centavos, desconto) => {
          const item = {
            sku: 'X',
            nome: 'Item',
            descricao: null,
            quantidade: scaledNumber(milli, 3),
            unidade: 'UN',
            precoUnitario: scaledNumber(centavos, 2),
            descontoPercentual: scaledNumber(desconto, 2),
          } as unknown as CotacaoItem;
          const total = scaledNumber(calcularItem(item).totalCentavos, 2);
          render(<CotacaoDocumento cotacao={cotacao(item, total)} />);
          const [, , quantidade, , preco, descontoTexto, totalTexto] = celulas();
          expect([quantidade, preco, descontoTexto, totalTexto]).toEqual([
            formatarNumeroBr(milli, 3),
            formatarReais(item.precoUnitario),
            `${formatarNumeroBr(desconto, 2)}%`,
            formatarReais(total),
          ]);
          cleanup();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('shows the terms: installments with due dates, payment, freight, total discount, taxes per line and in the totals', () => {
    const item = {
      sku: 'PAR-1',
      nome: 'Parafuso',
      descricao: null,
      quantidade: 1,
      unidade: 'UN',
      precoUnitario: 100,
      descontoPercentual: 0,
      ipiPercentual: 9.75,
      ipi: 8.78,
      icmsStValor: 12.34,
    } as unknown as CotacaoItem;
    const c = {
      ...cotacao(item, 100, 10, 121.12),
      parcelas: [
        { dias: 28, percentual: 50, valor: 60.56, vencimento: '2026-12-22' },
        { dias: 56, percentual: 50, valor: 60.56, vencimento: '2027-01-19' },
      ],
      meioPagamento: 'boleto',
      freteModalidade: 'CIF',
      transportadora: 'Rápido Sul',
      descontoTotalPercentual: 10,
      descontoTotal: 10,
      ipi: 8.78,
      icmsSt: 12.34,
    } as Cotacao;
    render(<CotacaoDocumento cotacao={c} />);
    expect(celulas().slice(-2)).toEqual(['R$ 8,789,75%', 'R$ 12,34']);
    const condicoes = screen.getByRole('region', { name: 'Condições' });
    expect(condicoes).toHaveTextContent('1ª parcela: 28 dias (50%) - vence em 22/12/2026 - R$ 60,56');
    expect(condicoes).toHaveTextContent('2ª parcela: 56 dias (50%) - vence em 19/01/2027 - R$ 60,56');
    expect(condicoes).toHaveTextContent('Boleto');
    expect(condicoes).toHaveTextContent('CIF (por conta do vendedor) - Transportadora: Rápido Sul');
    expect(condicoes).toHaveTextContent('Impostos: IPI e ICMS-ST conforme indicado; demais tributos inclusos no preço');
    expect(screen.getByTestId('total-Desconto no total').textContent).toBe('- R$ 10,00');
    expect(screen.getByTestId('total-IPI').textContent).toBe('R$ 8,78');
    expect(screen.getByTestId('total-ICMS-ST').textContent).toBe('R$ 12,34');
  });
});
