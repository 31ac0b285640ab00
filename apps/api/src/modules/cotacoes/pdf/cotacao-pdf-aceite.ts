import { parcelaTexto, type ParcelaCalculada } from '@portal/shared/cotacoes';
import type { CotacaoAceite } from '@portal/shared/dto';
import { comoRegistrado } from '../cotacao-aceite-registro.js';
import { FONT } from './cotacao-pdf-fonts.js';
import { imprimivel } from './cotacao-pdf-text.js';
import { atualizar, PdfLido, streamObjeto } from './pdf-atualizacao.js';

type Doc = PDFKit.PDFDocument;

/** The certificate page's lines (label, value), also what a test reads back from the PDF's text. */
export function aceiteLinhas(registro: CotacaoAceite): [string, string][] {
  // Absent details stated, as /aceite states them ('Não registrado').
  const aceite = comoRegistrado(registro);
  return [
    ['Cotação', `${aceite.numero} rev. ${aceite.revisao} (id ${aceite.cotacaoId})`],
    ['Aceita por', aceite.nome],
    ['E-mail', aceite.email],
    ['Login (id)', aceite.usuarioId === null ? 'Não disponível' : String(aceite.usuarioId)],
    ['Data e hora (Brasília)', aceite.aceitoEmBrasilia],
    ['Data e hora (UTC, servidor)', aceite.aceitoEm],
    ['Endereço IP', aceite.ip],
    ['Navegador (user agent)', aceite.userAgent],
    ['SHA-256 do PDF enviado', aceite.pdfSha256 ?? 'Não disponível'],
  ];
}

/**
 * The last page of an accepted quotation's PDF, drawn by renderCotacaoPdf before the footers (so
 * "Página X de Y" counts it) in the embedded fonts: any name the rest of the PDF prints, prints here.
 * `parcelas`: the accepted quotation's, due from the acceptance day (as the page and the order show
 * them); the sent pages keep the dates counted from the sending day, as they were sent.
 */
export function paginaCertificado(
  doc: Doc,
  aceite: CotacaoAceite,
  parcelas: readonly ParcelaCalculada[],
  x: number,
  width: number,
): void {
  doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor('#1f3a5f')
    .text('Certificado de aceite', x, doc.page.margins.top, { width });
  doc.font(FONT.regular).fontSize(9).fillColor('#000000').moveDown(0.4);
  doc.text('Aceite eletrônico da cotação pelo cliente, registrado pelo portal', { width });
  doc.text('(assinatura eletrônica simples, Lei 14.063/2020).', { width });
  for (const [label, value] of aceiteLinhas(aceite)) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(9).text(label, { width });
    doc.font(FONT.regular).text(imprimivel(value), { width });
  }
  if (parcelas.length) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(9).text('Parcelas (vencimentos contados do aceite)', { width });
    doc.font(FONT.regular).text(parcelas.map(parcelaTexto).join('\n'), { width });
  }
  doc.moveDown(1.2).fontSize(8.5);
  doc.text('Para conferir: calcule o SHA-256 do PDF recebido no envio da cotação', { width });
  doc.text('(por exemplo, sha256sum arquivo.pdf) e compare com o valor acima.', { width });
}

// The "Página X de Y" renderCotacaoPdf draws last on a page, in the bottom band (y < 60 pt).
const NUMERO_DA_PAGINA =
  /q\n1 0 0 -1 0 [\d.]+ cm\nBT\n1 0 0 1 [\d.]+ ([\d.]+) Tm\n\/F\d+ 7\.5 Tf\n\[[^\]]*\] TJ\nET\nQ\n?$/;

export function paginasDe(pdf: Buffer): number {
  return new PdfLido(pdf).paginas().kids.length;
}

/** An object's body (without `N 0 obj` / `endobj`), its dictionary's references renumbered. */
function renumerado(objeto: Buffer, numero: (id: number) => number): Buffer {
  const texto = objeto
    .toString('latin1')
    .replace(/^\d+ 0 obj\s*/, '')
    .replace(/\s*endobj\s*$/, '');
  // Only the dictionary: a stream's bytes may hold anything.
  const corte = texto.indexOf('>>\nstream\n');
  const dict = corte < 0 ? texto : texto.slice(0, corte);
  const resto = corte < 0 ? '' : texto.slice(corte);
  return Buffer.from(dict.replace(/(\d+) 0 R\b/g, (_, id: string) => `${numero(Number(id))} 0 R`) + resto, 'latin1');
}

/**
 * The PDF that was sent, then an incremental update (PDF 1.7, 7.5.6) that turns it into the accepted
 * quotation's: each sent page's "Página X de Y" replaced by its count with the certificate, and the
 * certificate page (drawn by renderCotacaoPdf with `aceite`, in the same embedded fonts) added last.
 * The sent bytes stay the file's first bytes, untouched: their SHA-256 is the certificate's, and the
 * pages show the document as it was sent. `acrescimo`'s Info (the render's date) stays out, so two
 * downloads are the same bytes.
 */
export function comCertificado(enviado: Buffer, acrescimo: Buffer): Buffer {
  const base = new PdfLido(enviado);
  const extra = new PdfLido(acrescimo);
  const { pagesId, kids } = base.paginas();
  const novas = extra.paginas();
  if (novas.kids.length !== kids.length + 1) throw new Error('O certificado não corresponde às páginas enviadas.');
  const numero = (id: number) => base.size + id - 1;
  let proximo = numero(extra.size);
  const objetos = new Map<number, Buffer>();

  // Left out of the graft: the addition's catalog, page tree, Info, and its sent-page overlays (merged below).
  const fora = new Set([extra.root, novas.pagesId]);
  if (extra.info) {
    fora.add(extra.info);
    for (const [, ref] of extra.dicionario(extra.info).matchAll(/(\d+) 0 R\b/g)) fora.add(Number(ref));
  }
  for (const q of novas.kids.slice(0, -1)) {
    const dict = extra.dicionario(q);
    for (const id of [q, extra.ref(dict, 'Contents'), extra.ref(dict, 'Resources')]) fora.add(id);
  }
  for (const id of extra.ids) if (!fora.has(id)) objetos.set(numero(id), renumerado(extra.objeto(id), numero));
  const certificado = numero(novas.kids.at(-1)!);
  const pagina = objetos.get(certificado)!.toString('latin1');
  objetos.set(certificado, Buffer.from(pagina.replace(/\/Parent \d+ 0 R/, `/Parent ${pagesId} 0 R`), 'latin1'));

  kids.forEach((p, i) => {
    const dict = base.dicionario(p);
    const conteudo = base.stream(base.ref(dict, 'Contents'));
    const numeroAntigo = NUMERO_DA_PAGINA.exec(conteudo);
    // A page not drawn as renderCotacaoPdf draws it keeps its number rather than lose text.
    if (!numeroAntigo || Number(numeroAntigo[1]) >= 60) return;
    const q = novas.kids[i];
    const qDict = extra.dicionario(q);
    // The new number's fonts, renamed (/F2 -> /C2, same length) apart from the sent page's.
    const novo = extra.stream(extra.ref(qDict, 'Contents')).replace(/\/F(\d+) /g, '/C$1 ');
    const fontes = /\/Font <<([^>]*)>>/.exec(extra.dicionario(extra.ref(qDict, 'Resources')))?.[1] ?? '';
    const entradas = [...fontes.matchAll(/\/F(\d+) (\d+) 0 R/g)].map(([, n, id]) => `/C${n} ${numero(Number(id))} 0 R`);
    const recursos = base.dicionario(base.ref(dict, 'Resources'));
    const [conteudoId, recursosId] = [proximo++, proximo++];
    const semNumero = conteudo.slice(0, numeroAntigo.index);
    objetos.set(conteudoId, streamObjeto(`q\n${semNumero}Q\n${novo}`));
    objetos.set(
      recursosId,
      Buffer.from(
        recursos.includes('/Font <<')
          ? recursos.replace('/Font <<', `/Font <<\n${entradas.join('\n')}`)
          : recursos.replace('<<', `<<\n/Font << ${entradas.join(' ')} >>`),
        'latin1',
      ),
    );
    const pageDict = dict
      .replace(/\/Contents \d+ 0 R/, `/Contents ${conteudoId} 0 R`)
      .replace(/\/Resources \d+ 0 R/, `/Resources ${recursosId} 0 R`);
    objetos.set(p, Buffer.from(pageDict, 'latin1'));
  });
  const todas = [...kids, certificado].map((id) => `${id} 0 R`).join(' ');
  objetos.set(pagesId, Buffer.from(`<< /Type /Pages /Count ${kids.length + 1} /Kids [${todas}] >>`, 'latin1'));
  return atualizar(base, objetos);
}
