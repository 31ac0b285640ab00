import fc from 'fast-check';
import { formatarReais } from '@portal/shared/cotacoes';
import { renderCotacaoPdf } from '../../src/modules/cotacoes/pdf/render-cotacao-pdf.js';
import { fixtureInput, fixtureItem } from './cotacao-fixture.js';
import { pdfPages } from './pdf-text.js';

/** The line of the extracted text that holds `marker`. */
const lineWith = (text: string, marker: string) => text.split('\n').find((line) => line.includes(marker)) ?? '';

// Issue 25, finding 12: names outside Latin-1 printed "?", a line break printed "Ð", big amounts wrapped.
describe('PDF text: every accepted character prints, line breaks break, amounts stay on one line', () => {
  it('prints a Vietnamese and a Polish name, keeps line breaks and writes R$ 1.234.567.890,12 on one line', async () => {
    const input = fixtureInput(2, {
      observacoes: 'Primeira linha\nSegunda linha\r\nTerceira linha',
      condicoesPagamento: 'À vista\n\nou 30 dias',
      total: 999_999_999_999.99,
      frete: 123_456_789_012.34,
    });
    input.cliente = { ...input.cliente, nome: 'Nguyễn Thị Minh Khai', logradouro: 'Rua Đặng Văn Ngữ' };
    input.cotacao.itens[0] = {
      ...fixtureItem(1),
      nome: 'Łukasz Wróbel-Żółć',
      precoUnitario: 999_999_999_999.99,
      total: 1_234_567_890.12,
    };
    const text = (await pdfPages(await renderCotacaoPdf(input))).join('\n');

    expect(text).toContain('Nguyễn Thị Minh Khai');
    expect(text).toContain('Endereço: Rua Đặng Văn Ngữ, 1500');
    expect(text).toContain('Łukasz Wróbel-Żółć');
    expect(text).toContain('Observações\nPrimeira linha\nSegunda linha\nTerceira linha');
    expect(text).toContain('Condições de pagamento\nÀ vista\nou 30 dias');
    expect(text).not.toMatch(/[?Ð]/);
    const row = lineWith(text, 'SKU-0001');
    expect(row).toContain('R$ 999.999.999.999,99');
    expect(row).toContain('R$ 1.234.567.890,12');
    expect(text).toContain('Frete R$ 123.456.789.012,34');
    expect(text).toContain('Total R$ 999.999.999.999,99');
  });

  it('writes any amount up to R$ 999.999.999.999,99 on one line, in the table and in the totals', async () => {
    const centavos = fc.bigInt({ min: 0n, max: 99_999_999_999_999n }).map((c) => Number(c) / 100);
    await fc.assert(
      fc.asyncProperty(centavos, centavos, centavos, async (preco, total, geral) => {
        const input = fixtureInput(1, { subtotal: geral, descontos: geral, frete: geral, total: geral });
        input.cotacao.itens[0] = { ...fixtureItem(1), precoUnitario: preco, total };
        const text = (await pdfPages(await renderCotacaoPdf(input))).join('\n');
        const row = lineWith(text, 'SKU-0001');
        expect(row).toContain(formatarReais(preco));
        expect(row).toContain(formatarReais(total));
        for (const label of ['Subtotal', 'Descontos', 'Frete', 'Total'])
          expect(text).toContain(`\n${label} ${formatarReais(geral)}`);
      }),
      { numRuns: 12 },
    );
  });

  it('prints any name written in Latin letters with their accents (Vietnamese, Polish, Turkish...)', async () => {
    const letters = [
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàáâãçéêíóôõúüÀÁÂÃÇÉÊÍÓÔÕÚÜ',
      ...'ĄąĆćĘęŁłŃńŚśŹźŻżĞğİıŞşŠšŽžČčŘřŮůŐőŰűȘșȚț',
      ...'ĂăÂâĐđÊêÔôƠơƯưẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ',
    ];
    const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((l) => l.join(''));
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(name, async (nome) => {
        const input = fixtureInput(1);
        input.cliente = { ...input.cliente, nome };
        const [page] = await pdfPages(await renderCotacaoPdf(input));
        expect(page.split('\n')).toContain(nome);
      }),
      { numRuns: 15 },
    );
  });
});
