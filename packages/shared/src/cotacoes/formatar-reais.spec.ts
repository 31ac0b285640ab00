import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaledNumber } from './decimal.js';
import { formatarReais } from './formatar-reais.js';
import { lerNumeroBr } from './ler-numero-br.js';

describe('formatarReais', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, 'R$ 0,00'],
    [0.1, 'R$ 0,10'],
    [1234.56, 'R$ 1.234,56'],
    ['999999999999.99', 'R$ 999.999.999.999,99'],
    [-5, '-R$ 5,00'],
    [1.005, ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s -> %s', (value, expected) => expect(formatarReais(value)).toBe(expected));

  it('any amount of numeric(14,2) reads back as itself through the one reader (lerNumeroBr)', () => {
    const centavos = fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n });
    fc.assert(
      fc.property(centavos, (cents) => {
        const texto = formatarReais(scaledNumber(cents, 2));
        expect(texto).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d\d$/);
        expect(lerNumeroBr(texto.replace('-R$', '-'), 2)).toMatchObject({ ok: true, unidades: cents });
      }),
      { numRuns: 500 },
    );
  });
});
