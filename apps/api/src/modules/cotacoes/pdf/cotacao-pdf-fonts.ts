import { readFileSync } from 'node:fs';

type Doc = PDFKit.PDFDocument;

/** The names the PDF's text uses; registerFonts binds them to the embedded files. */
export const FONT = { regular: 'Texto', bold: 'Texto-Negrito' } as const;

// apps/api/assets/fonts, the same from src/ (tests) and dist/: committed with the repository, never a
// system path. DejaVu Sans covers Latin with every accent (Vietnamese, Polish...), Greek and Cyrillic;
// packages/shared's textoImprimivel accepts exactly what both files draw.
const DIR = new URL('../../../../assets/fonts/', import.meta.url);
let files: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process (or worker); PDFKit embeds only the glyphs a document uses. */
export function registerFonts(doc: Doc): void {
  files ??= {
    regular: readFileSync(new URL('DejaVuSans.ttf', DIR)),
    bold: readFileSync(new URL('DejaVuSans-Bold.ttf', DIR)),
  };
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
}
