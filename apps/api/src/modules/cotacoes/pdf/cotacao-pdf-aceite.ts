import type { CotacaoAceite } from '@portal/shared/dto';
import { comoRegistrado } from '../cotacao-aceite-registro.js';

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

const A4 = { width: 595.28, height: 841.89, margin: 40 };
const WRAP = 100; // characters of 9 pt Helvetica in the 515 pt text width

/** Text as a PDF literal string in WinAnsi: Latin-1 prints, anything else is '?'. */
function literal(text: string): string {
  const safe = [...text.normalize('NFC')].map((c) => {
    const code = c.codePointAt(0)!;
    return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? c : '?';
  });
  return `(${safe.join('').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (let rest = text; rest.length; rest = rest.slice(WRAP)) lines.push(rest.slice(0, WRAP));
  return lines.length ? lines : [''];
}

function conteudo(aceite: CotacaoAceite): string {
  const ops: string[] = [];
  let y = A4.height - A4.margin - 14;
  const line = (font: 'F1' | 'F2', size: number, text: string, gap = 4) => {
    ops.push(`BT /${font} ${size} Tf ${A4.margin} ${y.toFixed(2)} Td ${literal(text)} Tj ET`);
    y -= size + gap;
  };
  line('F2', 14, 'Certificado de aceite', 10);
  line('F1', 9, 'Aceite eletrônico da cotação pelo cliente, registrado pelo portal');
  line('F1', 9, '(assinatura eletrônica simples, Lei 14.063/2020).', 10);
  for (const [label, value] of aceiteLinhas(aceite)) {
    line('F2', 9, label, 2);
    for (const part of wrap(value)) line('F1', 9, part, 2);
    y -= 6;
  }
  y -= 6;
  line('F1', 8.5, 'Para conferir: calcule o SHA-256 do PDF recebido no envio da cotação');
  line('F1', 8.5, '(por exemplo, sha256sum arquivo.pdf) e compare com o valor acima.');
  return ops.join('\n');
}

const ultimo = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].at(-1);

/**
 * The PDF that was sent, with the acceptance certificate as one more page, added as an incremental
 * update (PDF 1.7, 7.5.6): the sent bytes stay the file's first bytes, untouched, and only a page, its
 * fonts, its content and the page tree are appended. Read for the PDFs this portal writes (pdfkit: a
 * classic xref table, plain object dictionaries).
 */
export function comCertificado(pdf: Buffer, aceite: CotacaoAceite): Buffer {
  const text = pdf.toString('latin1');
  const prev = Number(ultimo(text, /startxref\s+(\d+)/g)?.[1]);
  const trailer = ultimo(text, /trailer\s*<<([^]*?)>>\s*startxref/g)?.[1] ?? '';
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const root = /\/Root (\d+) 0 R/.exec(trailer)?.[1];
  const catalog = ultimo(text, new RegExp(`\\n${root} 0 obj\\s*<<([^]*?)>>\\s*endobj`, 'g'))?.[1] ?? '';
  const pagesId = Number(/\/Pages (\d+) 0 R/.exec(catalog)?.[1]);
  const pages = ultimo(text, new RegExp(`\\n${pagesId} 0 obj\\s*<<([^]*?)>>\\s*endobj`, 'g'))?.[1] ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages)?.[1]?.trim();
  const count = Number(/\/Count (\d+)/.exec(pages)?.[1]);
  if (!prev || !size || !root || !pagesId || kids === undefined || !count)
    throw new Error('PDF sem a estrutura esperada para anexar o certificado de aceite.');

  const [f1, f2, content, page] = [size, size + 1, size + 2, size + 3];
  const stream = conteudo(aceite);
  const objects: [number, string][] = [
    [f1, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [f2, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'],
    [content, `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`],
    [
      page,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
    ],
    [pagesId, `<< /Type /Pages /Count ${count + 1} /Kids [${kids} ${page} 0 R] >>`],
  ];
  let body = text.endsWith('\n') ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const [id, value] of objects) {
    offsets.set(id, pdf.length + Buffer.byteLength(body, 'latin1'));
    body += `${id} 0 obj\n${value}\nendobj\n`;
  }
  const xref = pdf.length + Buffer.byteLength(body, 'latin1');
  const entry = (id: number) => `${String(offsets.get(id)).padStart(10, '0')} 00000 n \n`;
  body += `xref\n${pagesId} 1\n${entry(pagesId)}${size} 4\n${[f1, f2, content, page].map(entry).join('')}`;
  const info = /\/Info (\d+ 0 R)/.exec(trailer)?.[1];
  const id = /\/ID (\[[^\]]*\])/.exec(trailer)?.[1];
  body += `trailer\n<< /Size ${size + 4} /Root ${root} 0 R${info ? ` /Info ${info}` : ''}${id ? ` /ID ${id}` : ''} /Prev ${prev} >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(body, 'latin1')]);
}
