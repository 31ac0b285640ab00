import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_SPACES, normalizeEmail } from './normalize-email.js';

describe('normalizeEmail', () => {
  it('takes off the spaces around the address and lower-cases it', () => {
    expect(normalizeEmail('  Ana.Lima@Exemplo.COM.br\t\n')).toBe('ana.lima@exemplo.com.br');
    expect(normalizeEmail('\u00a0JOSÉ@x.com\u3000\ufeff')).toBe('josé@x.com');
    expect(normalizeEmail('a b@c.d')).toBe('a b@c.d');
    expect(normalizeEmail('')).toBe('');
  });

  it("lower-cases by Unicode's full case mapping, independent of locale", () => {
    expect(normalizeEmail('İLKER@X.COM')).toBe('i\u0307lker@x.com');
    expect(normalizeEmail('ΟΔΟΣ@x.gr')).toBe('οδος@x.gr');
    expect(normalizeEmail('STRAẞE@x.de')).toBe('straße@x.de');
    expect(normalizeEmail('ß@x.de')).toBe('ß@x.de');
  });

  it('EMAIL_SPACES are exactly the characters trim() removes (what the SQL side is given)', () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (char.trim() === '') trimmed.push(char);
    }
    expect(trimmed.join('')).toBe([...EMAIL_SPACES].sort().join(''));
  });

  it('is idempotent, and only the ends change', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        const once = normalizeEmail(raw);
        expect(normalizeEmail(once)).toBe(once);
        expect(once).toBe(raw.trim().toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
});
