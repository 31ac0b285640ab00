import fc from 'fast-check';
import { hasInvalidText } from './invalid-text.js';

describe('hasInvalidText', () => {
  it('accepts any well-formed text without NUL, emoji and accents included, at any depth and as keys', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((value) => !value.includes('\u0000'));
    fc.assert(
      fc.property(fc.tuple(text, text, text), ([a, b, c]) => {
        expect(hasInvalidText({ [a]: [b, { [c]: 1 }], n: 1.5, f: true, z: null })).toBe(false);
      }),
    );
  });

  it('finds a lone surrogate or NUL anywhere: in a value, a key, a list or a nested object', () => {
    const bad = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', '\u0000');
    const ascii = fc.string({ maxLength: 5 });
    const place = fc.constantFrom(
      (s: string) => s,
      (s: string) => ({ [s]: 1 }),
      (s: string) => ({ a: [1, { b: s }] }),
      (s: string) => [[s]],
    );
    fc.assert(
      fc.property(ascii, bad, ascii, place, (before, lone, after, put) => {
        expect(hasInvalidText(put(before + lone + after))).toBe(true);
      }),
    );
  });

  it('keeps a surrogate pair (an emoji) as text', () => {
    expect(hasInvalidText('😀 Ação')).toBe(false);
    expect(hasInvalidText('😀'.slice(0, 1))).toBe(true);
  });
});
