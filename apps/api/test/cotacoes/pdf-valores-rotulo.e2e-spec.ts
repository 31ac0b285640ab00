import fc from 'fast-check';
import { formatarNumeroBr, formatarReais } from '@portal/shared/cotacoes';
import { renderCotacaoPdf } from '../../src/modules/cotacoes/pdf/render-cotacao-pdf.js';
import { fixtureInput, fixtureItem } from './cotacao-fixture.js';
import { pdfPages } from './pdf-text.js';

/** The extracted lines of a rendered quotation, spaces made plain (a non-breaking one reads as one). */
async function linhas(input: ReturnType<typeof fixtureInput>): Promise<string[]> {
  return (await pdfPages(await renderCotacaoPdf(input))).join('\n').split('\n');
}

/** A label, the amount that must follow it on its line, and whether the label starts the line. */
type Par = { rotulo: string; valor: string; inicio: boolean };

/** Whether the label and its amount are on one extracted line, label first (as a reader sees them). */
function juntos(texto: string[], { rotulo, valor, inicio }: Par): boolean {
  const par = `${rotulo} ${valor}`;
  return texto.some((linha) => (inicio ? linha.startsWith(par) : linha.includes(par)));
}

/** A quotation whose first line carries IPI and ICMS-ST, with the totals block showing them too. */
function comImpostos(v: {
  ipiPercentual: number;
  ipi: number;
  icmsSt: number;
  descontoTotalPercentual: number;
  descontoTotal: number;
}) {
  const input = fixtureInput(2, {
    ipi: v.ipi,
    icmsSt: v.icmsSt,
    descontoTotalPercentual: v.descontoTotalPercentual,
    descontoTotal: v.descontoTotal,
  });
  input.cotacao.itens[0] = { ...fixtureItem(1), ipiPercentual: v.ipiPercentual, ipi: v.ipi, icmsStValor: v.icmsSt };
  return input;
}

/** Every money label of the quotation's amounts, with the amount that must follow it on its line. */
function pares(v: Parameters<typeof comImpostos>[0]): Par[] {
  const pct = formatarNumeroBr(v.ipiPercentual, 2);
  const desconto = `Desconto no total (${formatarNumeroBr(v.descontoTotalPercentual, 2)}%)`;
  return [
    // Under the line's description: 'IPI 9,75%: R$ 4,28 · ICMS-ST: R$ 12,34'.
    { rotulo: `IPI ${pct}%:`, valor: formatarReais(v.ipi), inicio: false },
    { rotulo: 'ICMS-ST:', valor: formatarReais(v.icmsSt), inicio: false },
    // The totals block, one label and amount per line.
    { rotulo: desconto, valor: formatarReais(v.descontoTotal), inicio: true },
    { rotulo: 'IPI', valor: formatarReais(v.ipi), inicio: true },
    { rotulo: 'ICMS-ST', valor: formatarReais(v.icmsSt), inicio: true },
  ];
}

// The line taxes wrapped inside the description column: 'ICMS-ST: R$' at the end of one line and the
// amount alone on the next, for a large amount. A label and its amount must read as one.
describe('PDF: a money label and its amount are never split over two lines', () => {
  it('keeps "ICMS-ST: R$ 1.234.567,89" whole under the line, and in the totals', async () => {
    const v = {
      ipiPercentual: 9.75,
      ipi: 4.28,
      icmsSt: 1_234_567.89,
      descontoTotalPercentual: 2.5,
      descontoTotal: 3.21,
    };
    const texto = await linhas(comImpostos(v));
    expect(texto.filter((l) => /ICMS-ST:? R\$/.test(l))).toEqual([
      expect.stringContaining('ICMS-ST: R$ 1.234.567,89'),
      'ICMS-ST R$ 1.234.567,89',
    ]);
    for (const par of pares(v)) expect({ ...par, juntos: juntos(texto, par) }).toEqual({ ...par, juntos: true });
  });

  it('keeps every label with its amount for any amount up to R$ 999.999.999.999,99 and any IPI rate', async () => {
    const reais = fc.bigInt({ min: 0n, max: 99_999_999_999_999n }).map((c) => Number(c) / 100);
    const percentual = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((c) => c / 100);
    const valores = fc.record({
      ipiPercentual: percentual(999.99),
      ipi: reais,
      icmsSt: reais,
      descontoTotalPercentual: percentual(100),
      descontoTotal: fc.integer({ min: 1, max: 99_999_999_999_999 }).map((c) => c / 100),
    });
    await fc.assert(
      fc.asyncProperty(valores, async (v) => {
        const texto = await linhas(comImpostos(v));
        for (const par of pares(v)) expect({ ...par, juntos: juntos(texto, par) }).toEqual({ ...par, juntos: true });
      }),
      { numRuns: 15 },
    );
  });
});
