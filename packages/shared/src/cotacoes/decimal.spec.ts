import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toScaled } from './decimal.js';

// A JSON number in exponent form is read digit for digit: 1e-300 has 300 decimals, not zero.
describe('toScaled with numbers printed in exponent form', () => {
  it.each<[number, number, bigint | null]>([
    [1e-300, 2, null],
    [5e-324, 2, null],
    [1e-7, 3, null],
    [-1e-7, 2, null],
    [1.5e-7, 2, null],
    [1e21, 0, 10n ** 21n],
    [1.5e21, 2, 15n * 10n ** 22n],
    [-2e25, 0, -2n * 10n ** 25n],
  ])('%s at scale %i is %s', (value, scale, expected) => expect(toScaled(value, scale)).toBe(expected));

  it('a number is accepted exactly when its shortest decimal text has at most `scale` decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, scale) => {
          const text = String(value);
          const plain = /^-?\d+(\.\d+)?$/.test(text);
          const decimals = plain ? (text.split('.')[1] ?? '').length : /e-/.test(text) ? Infinity : 0;
          expect([text, scale, toScaled(value, scale) !== null]).toEqual([text, scale, decimals <= scale]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a number in range reads as the same units as its decimal text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (units) => {
        const value = Number(units) / 100;
        expect(toScaled(value, 2)).toBe(toScaled(String(value), 2));
      }),
    );
  });
});
