import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { calcularParcelas, parcelaTexto, PARCELAS_LIMITS } from '@portal/shared/cotacoes';
import type { CotacaoAceite } from '@portal/shared/dto';
import { comCertificado, paginasDe } from '../../src/modules/cotacoes/pdf/cotacao-pdf-aceite.js';
import { renderCotacaoPdf } from '../../src/modules/cotacoes/pdf/render-cotacao-pdf.js';
import { fixtureInput } from './cotacao-fixture.js';
import { pdfPages } from './pdf-text.js';

const sha256 = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

// Letters the embedded fonts draw: Latin with accents (Polish, Vietnamese, Nordic), Greek, Cyrillic.
const LETRAS = [...'AaÇçÃãŁłØøŻżÓóĐđễặÆæÅåΩωΣσЖжЮюЯяĆćŠšßÑñ'];
const nome = fc
  .array(fc.array(fc.constantFrom(...LETRAS), { minLength: 2, maxLength: 9 }), { minLength: 2, maxLength: 4 })
  .map((partes) => partes.map((p) => p.join('')).join(' '));

function aceite(nomeAceite: string, pdfSha256: string): CotacaoAceite {
  return {
    cotacaoId: 1,
    numero: 'COT-2026-000123',
    revisao: 1,
    usuarioId: 7,
    nome: nomeAceite,
    email: 'cliente@exemplo.com.br',
    aceitoEm: '2026-11-24T15:00:00.000Z',
    aceitoEmBrasilia: '24/11/2026 12:00:00',
    ip: '203.0.113.7',
    userAgent: null,
    pdfSha256,
  };
}

// Issue 29 (review): the certificate page in the PDF's own font, counted in "Página X de Y", and the
// sent bytes still the accepted file's first bytes, whatever the name and however many pages.
describe('the certificate page over the sent PDF', () => {
  it('keeps the sent bytes, prints the exact name and numbers every page of the whole', async () => {
    await fc.assert(
      fc.asyncProperty(nome, fc.integer({ min: 1, max: 45 }), async (quem, linhas) => {
        const input = fixtureInput(linhas);
        const enviado = await renderCotacaoPdf(input);
        const certificado = aceite(quem, sha256(enviado));
        const acrescimo = await renderCotacaoPdf({
          ...input,
          aceite: { certificado, paginasEnviadas: paginasDe(enviado) },
        });
        const aceito = comCertificado(enviado, acrescimo);
        expect(aceito.subarray(0, enviado.length).equals(enviado)).toBe(true);
        const [antes, depois] = [await pdfPages(enviado), await pdfPages(aceito)];
        expect(depois).toHaveLength(antes.length + 1);
        // Each page says its number once, out of the whole (the sent count is gone).
        depois.forEach((pagina, i) =>
          expect(pagina.match(/Página \d+ de \d+/g)).toEqual([`Página ${i + 1} de ${depois.length}`]),
        );
        const ultima = depois.at(-1)!;
        expect(ultima).toContain(`Aceita por\n${quem}\n`);
        expect(ultima).toContain(`SHA-256 do PDF enviado\n${sha256(enviado)}`);
        expect(ultima).toContain('Navegador (user agent)\nNão registrado');
        // The pages before it are the quotation's, as sent.
        expect(depois.slice(0, -1).map((p) => p.replace(/Página \d+ de \d+/g, ''))).toEqual(
          antes.map((p) => p.replace(/Página \d+ de \d+/g, '')),
        );
      }),
      { numRuns: 12 },
    );
  });

  it('fits on one page at its longest: 24 installments, a 255-character name and e-mail, a 500-character browser', async () => {
    const parcelas = calcularParcelas(
      123456789n,
      Array.from({ length: PARCELAS_LIMITS.parcelas }, (_, i) => ({ dias: 30 * i + 2900, percentual: i ? 4 : 8 })),
      '2026-11-29',
    );
    const input = fixtureInput(3, { parcelas });
    const enviado = await renderCotacaoPdf(input);
    const certificado = {
      ...aceite('Ŵ'.repeat(255), sha256(enviado)),
      email: `${'e'.repeat(240)}@exemplo.com.br`,
      userAgent: 'Mozilla/5.0 '.repeat(42).slice(0, 500),
    };
    const acrescimo = await renderCotacaoPdf({
      ...input,
      aceite: { certificado, paginasEnviadas: paginasDe(enviado) },
    });
    // comCertificado refuses a certificate that took more than one page.
    const paginas = await pdfPages(comCertificado(enviado, acrescimo));
    const ultima = paginas.at(-1)!;
    expect(ultima).toContain(parcelaTexto(parcelas[23], 23));
    expect(ultima).toContain(`Página ${paginas.length} de ${paginas.length}`);
  });
});
