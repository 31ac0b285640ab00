import { caractereImprimivel } from '@portal/shared/validators';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BLOCOS, calcularFaixas, FONTES } from '../../scripts/caracteres-imprimiveis.mjs';

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  create(data: Buffer): Font;
};
const LINE_CONTROLS = [0x09, 0x0a, 0x0d];

// packages/shared's textoImprimivel accepts what the PDF prints: its table is generated from the fonts.
describe('the characters textoImprimivel accepts', () => {
  const fonts = FONTES.map((path) => fontkit.create(readFileSync(path)));

  it('are the generated table, which still matches the embedded fonts (run the script again if not)', () => {
    const faixas = calcularFaixas();
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const expected = LINE_CONTROLS.includes(cp) || faixas.some(([a, b]) => cp >= a && cp <= b);
      if (caractereImprimivel(cp) !== expected) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it('each have a glyph in the regular and the bold font, and lie in the chosen blocks', () => {
    const missing: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (LINE_CONTROLS.includes(cp) || !caractereImprimivel(cp)) continue;
      const inBlock = BLOCOS.some(([a, b]) => cp >= a && cp <= b);
      if (!inBlock || !fonts.every((font) => font.hasGlyphForCodePoint(cp))) missing.push(cp.toString(16));
    }
    expect(missing).toEqual([]);
  });

  it('cover Portuguese, Vietnamese, Polish and the signs of a quotation', () => {
    const text = 'Ação Nguyễn Thị Minh Khai Łukasz Wróbel-Żółć ĂăĐđƠơƯư “R$” – € ₫ № ° ½ •';
    for (const char of text) expect(caractereImprimivel(char.codePointAt(0)!)).toBe(true);
  });
});
