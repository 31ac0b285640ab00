import type { CotacaoAceite } from '@portal/shared/dto';
import { comoRegistrado } from '../cotacao-aceite-registro.js';
import { FONT } from './cotacao-pdf-fonts.js';
import { imprimivel } from './cotacao-pdf-text.js';

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
 */
export function paginaCertificado(doc: Doc, aceite: CotacaoAceite, x: number, width: number): void {
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
  doc.moveDown(1.2).fontSize(8.5);
  doc.text('Para conferir: calcule o SHA-256 do PDF recebido no envio da cotação', { width });
  doc.text('(por exemplo, sha256sum arquivo.pdf) e compare com o valor acima.', { width });
}

const ultimo = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].at(-1);

function trailerDe(text: string) {
  const startxref = Number(ultimo(text, /startxref\s+(\d+)/g)?.[1]);
  const trailer = ultimo(text, /trailer\s*<<([^]*?)>>\s*startxref/g)?.[1] ?? '';
  return {
    startxref,
    size: Number(/\/Size (\d+)/.exec(trailer)?.[1]),
    root: Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]),
    info: /\/Info (\d+) 0 R/.exec(trailer)?.[1],
    id: /\/ID (\[[^\]]*\])/.exec(trailer)?.[1],
  };
}

/** Object number -> byte offset, from a classic xref table (as pdfkit writes it: one section from 0). */
function offsets(text: string, xref: number): Map<number, number> {
  const section = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(xref));
  if (!section) throw new Error('PDF sem tabela xref clássica.');
  const [, first, count] = section.map(Number);
  const result = new Map<number, number>();
  const entries = text.slice(xref + section[0].length).match(/(\d{10}) (\d{5}) ([nf])/g) ?? [];
  entries.slice(0, count).forEach((entry, i) => {
    if (entry.endsWith('n')) result.set(first + i, Number(entry.slice(0, 10)));
  });
  return result;
}

/**
 * The PDF that was sent, followed by an incremental update (PDF 1.7, 7.5.6) whose catalog shows
 * `rendered`: the quotation rendered again with the certificate as its last page and every page's
 * "Página X de Y" counting it. The sent bytes stay the file's first bytes, untouched (their SHA-256
 * is the certificate's); a reader shows the update. Every object of `rendered` but its Info (with the
 * render's date: two downloads are the same bytes) is appended renumbered after the sent file's, the
 * trailer keeping the sent Info and ID; read for the PDFs pdfkit writes
 * (a classic xref table, dictionaries before `stream`).
 */
export function comCertificado(enviado: Buffer, rendered: Buffer): Buffer {
  const antes = trailerDe(enviado.toString('latin1'));
  const novoTexto = rendered.toString('latin1');
  const novo = trailerDe(novoTexto);
  if (!antes.startxref || !antes.size || !novo.startxref || !novo.root)
    throw new Error('PDF sem a estrutura esperada para anexar o certificado de aceite.');

  const posicoes = offsets(novoTexto, novo.startxref);
  const fins = [...posicoes.values(), novo.startxref].sort((a, b) => a - b);
  const span = (id: number) => {
    const inicio = posicoes.get(id)!;
    return rendered.subarray(
      inicio,
      fins.find((fim) => fim > inicio),
    );
  };
  // The Info dictionary and the strings it points to (the render's date among them) stay out.
  const fora = new Set<number>();
  if (novo.info) {
    fora.add(Number(novo.info));
    for (const [, ref] of span(Number(novo.info))
      .toString('latin1')
      .matchAll(/(\d+) 0 R\b/g))
      fora.add(Number(ref));
  }
  const ids = [...posicoes.keys()].filter((id) => !fora.has(id)).sort((a, b) => a - b);
  const numero = (id: number) => antes.size + id - 1;
  const renumerar = (dict: string) => dict.replace(/(\d+) 0 R\b/g, (_, id: string) => `${numero(Number(id))} 0 R`);

  const partes: Buffer[] = [Buffer.from(enviado.toString('latin1').endsWith('\n') ? '' : '\n', 'latin1')];
  let tamanho = enviado.length + partes[0].length;
  const xref = new Map<number, number>();
  for (const id of ids) {
    const bytes = span(id);
    const texto = bytes.toString('latin1');
    // Only the dictionary is rewritten: a stream's bytes may hold anything.
    const corte = texto.indexOf('>>\nstream\n');
    const cabeca = corte < 0 ? texto : texto.slice(0, corte);
    const objeto = Buffer.concat([
      Buffer.from(renumerar(cabeca.replace(/^\d+ 0 obj/, `${numero(id)} 0 obj`)), 'latin1'),
      corte < 0 ? Buffer.alloc(0) : bytes.subarray(corte),
    ]);
    xref.set(numero(id), tamanho);
    partes.push(objeto);
    tamanho += objeto.length;
  }
  const primeiro = numero(1);
  const ultimoId = numero(Math.max(...ids));
  const linhas: string[] = [];
  for (let id = primeiro; id <= ultimoId; id++)
    linhas.push(xref.has(id) ? `${String(xref.get(id)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n');
  let fim = `xref\n${primeiro} ${ultimoId - primeiro + 1}\n${linhas.join('')}`;
  fim += `trailer\n<< /Size ${ultimoId + 1} /Root ${numero(novo.root)} 0 R`;
  fim += `${antes.info ? ` /Info ${antes.info} 0 R` : ''}${antes.id ? ` /ID ${antes.id}` : ''} /Prev ${antes.startxref} >>\n`;
  fim += `startxref\n${tamanho}\n%%EOF\n`;
  return Buffer.concat([enviado, ...partes, Buffer.from(fim, 'latin1')]);
}
