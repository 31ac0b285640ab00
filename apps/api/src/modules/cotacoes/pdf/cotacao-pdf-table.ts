import type { CotacaoItem } from '@portal/shared/dto';
import { formatarNumeroBr, formatarReais } from '@portal/shared/cotacoes';
import { FONT } from './cotacao-pdf-fonts.js';
import { umaLinha } from './cotacao-pdf-linha.js';
import { imprimivel } from './cotacao-pdf-text.js';

type Doc = PDFKit.PDFDocument;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  /** Numbers keep to one line (the font shrinks); texts wrap within the column. */
  numero: boolean;
  cell: (item: CotacaoItem, index: number) => string;
}

// 515 pt: the A4 width less two 40 pt margins. The amount columns hold "R$ 999.999.999.999,99" at
// 6.5 pt or more; the usual amounts print at 8 pt.
const COLUMNS: Column[] = [
  { title: '#', width: 20, align: 'right', numero: true, cell: (_item, index) => String(index + 1) },
  { title: 'Código', width: 60, align: 'left', numero: false, cell: (item) => item.sku },
  { title: 'Descrição', width: 143, align: 'left', numero: false, cell: (item) => item.nome },
  {
    title: 'Qtd.',
    width: 58,
    align: 'right',
    numero: true,
    cell: (item) => formatarNumeroBr(item.quantidade, 3),
  },
  { title: 'Un.', width: 28, align: 'left', numero: false, cell: (item) => item.unidade },
  {
    title: 'Preço unit.',
    width: 83,
    align: 'right',
    numero: true,
    cell: (item) => formatarReais(item.precoUnitario),
  },
  {
    title: 'Desc.',
    width: 38,
    align: 'right',
    numero: true,
    cell: (item) => `${formatarNumeroBr(item.descontoPercentual, 2)}%`,
  },
  { title: 'Total', width: 85, align: 'right', numero: true, cell: (item) => formatarReais(item.total) },
];
/** The line's taxes (issue 29), when it has any, each label with its amount: 'IPI 9,75%: R$ 4,28', 'ICMS-ST: R$ 12,34'. */
function impostosDaLinha(item: CotacaoItem): string[] {
  return [
    item.ipiPercentual ? `IPI ${formatarNumeroBr(item.ipiPercentual, 2)}%: ${formatarReais(item.ipi)}` : '',
    item.icmsStValor === null ? '' : `ICMS-ST: ${formatarReais(item.icmsStValor)}`,
  ].filter(Boolean);
}

/**
 * `partes` joined by `sep` into as few lines as `cabe` allows, never splitting a part: a wrapping
 * column broke 'ICMS-ST: R$' from its amount (or inside 'ICMS-ST'), read as two things.
 */
function juntarEmLinhas(partes: string[], sep: string, cabe: (linha: string) => boolean): string[] {
  const linhas: string[] = [];
  for (const parte of partes) {
    const junto = linhas.length ? `${linhas.at(-1)}${sep}${parte}` : '';
    if (junto && cabe(junto)) linhas[linhas.length - 1] = junto;
    else linhas.push(parte);
  }
  return linhas;
}

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
      const cells = COLUMNS.map((column) => imprimivel(column.cell(item, index)));
      const detail = this.detail(item);
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

  /**
   * Under the description, in the smaller font: its long text (wrapping) and the taxes, laid out here
   * so a label and its amount share a line. The widest part, 'IPI 999,99%: R$ 999.999.999.999,99', is
   * 129 pt at 7 pt: it fits the column's 137 pt alone.
   */
  private detail(item: CotacaoItem): string {
    const width = COLUMNS[DESCRIPTION].width - 2 * PAD;
    this.doc.font(FONT.regular).fontSize(FONT_SIZE - 1);
    const impostos = juntarEmLinhas(impostosDaLinha(item), ' · ', (linha) => this.doc.widthOfString(linha) <= width);
    return [item.descricao ? imprimivel(item.descricao) : '', ...impostos].filter(Boolean).join('\n');
  }

  private get width(): number {
    return COLUMNS.reduce((sum, column) => sum + column.width, 0);
  }

  private header(y: number): number {
    const height = FONT_SIZE + 2 * PAD + 2;
    this.doc.rect(this.x, y, this.width, height).fill('#1f3a5f');
    this.doc.font(FONT.bold).fillColor('#ffffff');
    let left = this.x;
    for (const column of COLUMNS) {
      umaLinha(this.doc, column.title, left + PAD, y + PAD + 1, {
        width: column.width - 2 * PAD,
        size: FONT_SIZE,
        align: column.align,
      });
      left += column.width;
    }
    this.doc.fillColor('#000000');
    return y + height;
  }

  // Text cells wrap within their column (a long SKU or name), so the tallest one sets the height; a
  // number is one line. Most texts fit on one line, which widthOfString tells far faster than a layout.
  private rowHeight(cells: string[], detail: string): number {
    this.doc.font(FONT.regular).fontSize(FONT_SIZE);
    const line = this.doc.currentLineHeight(true);
    const heights = cells.map((cell, i) => {
      const width = COLUMNS[i].width - 2 * PAD;
      if (COLUMNS[i].numero || (!cell.includes('\n') && this.doc.widthOfString(cell) <= width)) return line;
      return this.doc.heightOfString(cell, { width });
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
      this.doc.font(FONT.regular).fontSize(FONT_SIZE).fillColor('#000000');
      if (column.numero) {
        umaLinha(this.doc, cells[i], left + PAD, top + PAD, { width, size: FONT_SIZE, align: column.align });
      } else {
        this.doc.text(cells[i], left + PAD, top + PAD, { width, align: column.align });
        if (i === DESCRIPTION && detail)
          this.doc
            .fontSize(FONT_SIZE - 1)
            .fillColor('#555555')
            .text(detail, { width });
      }
      left += column.width;
    });
    this.doc.fillColor('#000000');
  }
}
