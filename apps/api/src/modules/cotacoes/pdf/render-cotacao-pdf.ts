import { Logger } from '@nestjs/common';
import {
  dataBr,
  formatarNumeroBr,
  formatarReais,
  freteTexto,
  meioPagamentoTexto,
  parcelaTexto,
} from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import PDFDocument from 'pdfkit';
import type { AceitePdf, CotacaoPdfInput } from './cotacao-pdf-input.js';
import { LinesTable } from './cotacao-pdf-table.js';
import { paginaCertificado } from './cotacao-pdf-aceite.js';
import { FONT, registerFonts } from './cotacao-pdf-fonts.js';
import { umaLinha } from './cotacao-pdf-linha.js';
import {
  contatoLinha,
  dataHoraBr,
  destinatarioLinhas,
  empresaLinhas,
  enderecoLinha,
  ieLinha,
  imprimivel,
  statusAviso,
  vendedorLinha,
} from './cotacao-pdf-text.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const FOOTER = 24;
const WIDTH = 515; // A4 (595 pt) less the margins
const LOGO = { width: 110, height: 50 };
const logger = new Logger('CotacaoPdf');

/**
 * The quotation as an A4 PDF: company header, customer, the lines (the table continues over pages
 * with its header repeated), totals, validity, conditions, and "Página X de Y" on every page. Text is
 * real text in the embedded DejaVu Sans (every accepted character prints), so it can be selected,
 * searched and extracted. CPU-bound: the server renders it in a worker thread (pdf-render-pool.ts).
 */
export function renderCotacaoPdf(input: CotacaoPdfInput): Promise<Buffer> {
  if (input.aceite) return renderAceite(input, input.aceite);
  const { doc, done } = documento(input, true);
  let y = header(doc, input);
  y = customer(doc, input, y + 10);
  const table = new LinesTable(doc, MARGIN, bottom(doc), () => newPage(doc, input));
  y = table.draw(input.cotacao.itens, y + 12);
  y = totals(doc, input, y + 8);
  conditions(doc, input, y + 14);
  footers(doc, input);
  doc.end();
  return done;
}

/**
 * What an accepted quotation's PDF adds to the PDF as sent (cotacao-pdf-aceite.ts lays it over):
 * for each sent page, only its new "Página X de Y"; then the certificate page, footer included.
 * Uncompressed, so its content can be merged with the sent pages'.
 */
function renderAceite(input: CotacaoPdfInput, { certificado, paginasEnviadas }: AceitePdf): Promise<Buffer> {
  const { doc, done } = documento(input, false);
  for (let i = 1; i < paginasEnviadas; i++) doc.addPage();
  paginaCertificado(doc, certificado, input.cotacao.parcelas, MARGIN, WIDTH);
  footers(doc, input, paginasEnviadas);
  doc.end();
  return done;
}

function documento(input: CotacaoPdfInput, compress: boolean) {
  const { company } = input;
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin keeps flowing text off the footer line.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    compress,
    info: { Title: `Cotação ${input.cotacao.numero}`, Author: company.name, Subject: input.cotacao.clienteNome },
    lang: 'pt-BR',
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER;
}

function header(doc: Doc, { cotacao, company }: CotacaoPdfInput): number {
  let left = MARGIN;
  if (company.logoFile) {
    try {
      doc.image(company.logoFile, MARGIN, MARGIN, { fit: [LOGO.width, LOGO.height] });
      left += LOGO.width + 10;
    } catch (error) {
      logger.warn(`Logo ${company.logoFile} não pôde ser lido: ${(error as Error).message}`);
    }
  }
  const companyWidth = 330 - (left - MARGIN);
  doc.font(FONT.bold).fontSize(13).text(imprimivel(company.name), left, MARGIN, { width: companyWidth });
  doc.font(FONT.regular).fontSize(8).fillColor('#333333');
  for (const line of empresaLinhas(company)) doc.text(imprimivel(line), { width: companyWidth });
  const leftBottom = Math.max(doc.y, company.logoFile ? MARGIN + LOGO.height : 0);

  const right = { x: MARGIN + 335, width: WIDTH - 335 };
  doc
    .fillColor('#1f3a5f')
    .font(FONT.bold)
    .fontSize(16)
    .text('COTAÇÃO', right.x, MARGIN, { ...right, align: 'right' });
  doc
    .fillColor('#000000')
    .fontSize(11)
    .text(numeroLabel(cotacao), { ...right, align: 'right' });
  doc.font(FONT.regular).fontSize(8.5);
  doc.text(`Emissão: ${dataHoraBr(cotacao.enviadaEm ?? cotacao.criadoEm)}`, { ...right, align: 'right' });
  doc.text(`Validade: ${dataBr(cotacao.validade)}`, { ...right, align: 'right' });
  const aviso = statusAviso(cotacao.status);
  if (aviso)
    doc
      .font(FONT.bold)
      .fillColor('#b00020')
      .text(aviso, { ...right, align: 'right' });
  doc.fillColor('#000000');

  const y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .stroke('#1f3a5f');
  return y;
}

function numeroLabel(cotacao: CotacaoPdfInput['cotacao']): string {
  return cotacao.revisao > 1 ? `${cotacao.numero} (revisão ${cotacao.revisao})` : cotacao.numero;
}

function customer(doc: Doc, { cotacao, cliente }: CotacaoPdfInput, y: number): number {
  const rotulo = cotacao.clienteTipoPessoa === 'pj' ? 'CNPJ' : 'CPF';
  doc.font(FONT.bold).fontSize(9).fillColor('#1f3a5f').text('CLIENTE', MARGIN, y, { width: WIDTH });
  const { nome, fantasia } = destinatarioLinhas(cliente);
  doc.fillColor('#000000').fontSize(10).text(imprimivel(nome), { width: WIDTH });
  doc.font(FONT.regular).fontSize(8.5);
  if (fantasia) doc.text(imprimivel(`Nome fantasia: ${fantasia}`), { width: WIDTH });
  doc.text([`${rotulo}: ${cliente.documento}`, ieLinha(cliente)].filter(Boolean).join('    '), { width: WIDTH });
  const contato = contatoLinha(cliente);
  if (contato) doc.text(imprimivel(contato), { width: WIDTH });
  const endereco = enderecoLinha(cliente);
  if (endereco) doc.text(imprimivel(`Endereço: ${endereco}`), { width: WIDTH });
  doc.moveDown(0.5).font(FONT.bold).fontSize(9).fillColor('#1f3a5f').text('VENDEDOR', { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor('#000000')
    .text(imprimivel(vendedorLinha(cotacao)), { width: WIDTH });
  return doc.y;
}

/** A fresh page for the table's continuation; answers where the table goes on. */
function newPage(doc: Doc, { cotacao }: CotacaoPdfInput): number {
  doc.addPage();
  doc.font(FONT.regular).fontSize(8).fillColor('#555555');
  doc.text(`${numeroLabel(cotacao)} - continuação`, MARGIN, MARGIN, { width: WIDTH });
  doc.fillColor('#000000');
  return doc.y + 4;
}

function totals(doc: Doc, input: CotacaoPdfInput, y: number): number {
  const { cotacao } = input;
  const rows: [string, number][] = [
    ['Subtotal', cotacao.subtotal],
    ['Descontos', cotacao.descontos],
    ...(cotacao.descontoTotal
      ? [
          [`Desconto no total (${formatarNumeroBr(cotacao.descontoTotalPercentual, 2)}%)`, cotacao.descontoTotal] as [
            string,
            number,
          ],
        ]
      : []),
    ['Frete', cotacao.frete],
    ['IPI', cotacao.ipi],
    ['ICMS-ST', cotacao.icmsSt],
  ];
  const height = rows.length * 13 + 20;
  if (y + height > bottom(doc)) y = newPage(doc, input);
  // Wide enough for "R$ 999.999.999.999,99" at the normal size; umaLinha keeps any amount on one line.
  const box = { x: MARGIN + WIDTH - 300, label: 130, value: 170 };
  doc.font(FONT.regular);
  for (const [label, value] of rows) {
    doc.fontSize(9).text(label, box.x, y, { width: box.label });
    umaLinha(doc, formatarReais(value), box.x + box.label, y, { width: box.value, size: 9, align: 'right' });
    y += 13;
  }
  doc
    .moveTo(box.x, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .stroke('#1f3a5f');
  doc.font(FONT.bold).fontSize(11);
  doc.text('Total', box.x, y + 4, { width: box.label });
  umaLinha(doc, formatarReais(cotacao.total), box.x + box.label, y + 4, { width: box.value, size: 11, align: 'right' });
  return y + 20;
}

function conditions(doc: Doc, input: CotacaoPdfInput, y: number): void {
  const { cotacao } = input;
  const parcelas = cotacao.parcelas.map(parcelaTexto).join('\n');
  // The structured terms print when informed; the free texts always ("Não informado." when empty).
  const termos: [string, string | null][] = [
    ['Parcelas', parcelas || null],
    ['Meio de pagamento', meioPagamentoTexto(cotacao.meioPagamento)],
    ['Frete', freteTexto(cotacao.freteModalidade, cotacao.transportadora)],
  ];
  const blocks: [string, string | null][] = [
    ...termos.filter(([, value]) => value !== null),
    ['Condições de pagamento', cotacao.condicoesPagamento],
    ['Prazo de entrega', cotacao.prazoEntrega],
    ['Observações', cotacao.observacoes],
  ];
  if (y + 60 > bottom(doc)) y = newPage(doc, input);
  doc.font(FONT.bold).fontSize(9).fillColor('#000000');
  doc.text(`Validade da proposta: ${dataBr(cotacao.validade)}`, MARGIN, y, { width: WIDTH });
  for (const [label, value] of blocks) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(9).text(label, { width: WIDTH });
    // Long notes simply flow onto the next page (the bottom margin keeps them off the footer).
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .text(imprimivel(value?.trim() || 'Não informado.'), { width: WIDTH });
  }
  doc.moveDown(0.6).font(FONT.bold).fontSize(8.5).text(COTACAO_MESSAGES.impostosAviso, { width: WIDTH });
}

/**
 * "Página X de Y" (and the number) on every page, written once the page count is known; drawn last on
 * each page (the certificate's update replaces exactly that text). The first `soNumero` pages get
 * only "Página X de Y" (the sent pages of an accepted quotation already have the rest).
 */
function footers(doc: Doc, { cotacao, company }: CotacaoPdfInput, soNumero = 0): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - FOOTER / 2;
    // Writing below the bottom margin would otherwise make PDFKit open yet another page.
    doc.page.margins.bottom = 0;
    if (i - start >= soNumero) footerLinha(doc, y, `${company.name} - ${numeroLabel(cotacao)}`);
    doc.font(FONT.regular).fontSize(7.5).fillColor('#555555');
    doc.text(`Página ${i - start + 1} de ${count}`, MARGIN + WIDTH / 2, y, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

function footerLinha(doc: Doc, y: number, texto: string): void {
  doc
    .moveTo(MARGIN, y - 4)
    .lineTo(MARGIN + WIDTH, y - 4)
    .lineWidth(0.5)
    .stroke('#9aa5b1');
  doc.font(FONT.regular).fontSize(7.5).fillColor('#555555');
  doc.text(imprimivel(texto), MARGIN, y, { width: WIDTH / 2, lineBreak: false });
}
