type Doc = PDFKit.PDFDocument;

export interface UmaLinha {
  width: number;
  size: number;
  align?: 'left' | 'right';
}

/**
 * Writes `text` (an amount, a quantity) on one line within `width`: past it the font shrinks to fit
 * instead of the text wrapping, so "R$ 999.999.999.999,99" never breaks in the middle of the number.
 */
export function umaLinha(doc: Doc, text: string, x: number, y: number, { width, size, align }: UmaLinha): void {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  // Width grows linearly with the size; 1% spare for rounding.
  if (natural > width) doc.fontSize((size * width * 0.99) / natural);
  doc.text(text, x, y, { width, align, lineBreak: false });
  doc.fontSize(size);
}
