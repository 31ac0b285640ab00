import type { CotacaoItem } from '@portal/shared/dto';
import { formatarReais } from '@portal/shared/cotacoes';
import { formatDecimal } from '@portal/shared/masks';
import { winAnsi } from './cotacao-pdf-text.js';

type Doc = PDFKit.PDFDocument;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (item: CotacaoItem, index: number) => string;
}

// 515 pt: the A4 width less two 40 pt margins.
const COLUMNS: Column[] = [
  { title: '#', width: 22, align: 'right', cell: (_item, index) => String(index + 1) },
  { title: 'Código', width: 64, align: 'left', cell: (item) => item.sku },
  { title: 'Descrição', width: 173, align: 'left', cell: (item) => item.nome },
  { title: 'Qtd.', width: 50, align: 'right', cell: (item) => formatDecimal(item.quantidade, 3) },
  { title: 'Un.', width: 28, align: 'left', cell: (item) => item.unidade },
  { title: 'Preço unit.', width: 68, align: 'right', cell: (item) => formatarReais(item.precoUnitario) },
  { title: 'Desc.', width: 38, align: 'right', cell: (item) => `${formatDecimal(item.descontoPercentual, 2)}%` },
  { title: 'Total', width: 72, align: 'right', cell: (item) => formatarReais(item.total) },
];
const PAD = 3;
const FONT_SIZE = 8;
const DESCRIPTION = 2;

/** The lines table: a header row, then the lines; a line that does not fit starts a new page, header again. */
export class LinesTable {
  constructor(
    private readonly doc: Doc,
    private readonly x: number,
    private readonly bottom: number,
    private readonly onNewPage: () => number,
  ) {}

  /** Draws every line from `y`; answers where the table ends. */
  draw(itens: CotacaoItem[], y: number): number {
    let top = this.header(y);
    itens.forEach((item, index) => {
      const cells = COLUMNS.map((column) => winAnsi(column.cell(item, index)));
      const detail = item.descricao ? winAnsi(item.descricao) : '';
      const height = this.rowHeight(cells, detail);
      if (top + height > this.bottom) top = this.header(this.onNewPage());
      if (index % 2 === 1) this.doc.rect(this.x, top, this.width, height).fill('#f3f5f8');
      this.row(cells, detail, top);
      top += height;
    });
    this.doc
      .moveTo(this.x, top)
      .lineTo(this.x + this.width, top)
      .lineWidth(0.5)
      .stroke('#9aa5b1');
    return top;
  }

  private get width(): number {
    return COLUMNS.reduce((sum, column) => sum + column.width, 0);
  }

  private header(y: number): number {
    const height = FONT_SIZE + 2 * PAD + 2;
    this.doc.rect(this.x, y, this.width, height).fill('#1f3a5f');
    this.doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#ffffff');
    let left = this.x;
    for (const column of COLUMNS) {
      this.doc.text(column.title, left + PAD, y + PAD + 1, {
        width: column.width - 2 * PAD,
        align: column.align,
        lineBreak: false,
      });
      left += column.width;
    }
    this.doc.fillColor('#000000');
    return y + height;
  }

  // Every cell wraps within its column (a long SKU, a huge amount), so the tallest one sets the height.
  // Most cells fit on one line, which widthOfString tells far faster than a wrapping layout.
  private rowHeight(cells: string[], detail: string): number {
    this.doc.font('Helvetica').fontSize(FONT_SIZE);
    const line = this.doc.currentLineHeight(true);
    const heights = cells.map((cell, i) => {
      const width = COLUMNS[i].width - 2 * PAD;
      return this.doc.widthOfString(cell) <= width ? line : this.doc.heightOfString(cell, { width });
    });
    if (detail) {
      const width = COLUMNS[DESCRIPTION].width - 2 * PAD;
      heights[DESCRIPTION] += this.doc.fontSize(FONT_SIZE - 1).heightOfString(detail, { width });
    }
    return Math.max(...heights) + 2 * PAD;
  }

  private row(cells: string[], detail: string, top: number): void {
    let left = this.x;
    COLUMNS.forEach((column, i) => {
      const width = column.width - 2 * PAD;
      this.doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000000');
      if (i === DESCRIPTION) {
        this.doc.text(cells[i], left + PAD, top + PAD, { width });
        if (detail)
          this.doc
            .fontSize(FONT_SIZE - 1)
            .fillColor('#555555')
            .text(detail, { width });
      } else {
        const fits = this.doc.widthOfString(cells[i]) <= width;
        this.doc.text(cells[i], left + PAD, top + PAD, { width, align: column.align, lineBreak: !fits });
      }
      left += column.width;
    });
    this.doc.fillColor('#000000');
  }
}
