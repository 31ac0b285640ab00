import { describe, expect, it } from 'vitest';
import { calcularItem, calcularTotais, calcularTotaisCentavos } from './totais.js';
import { scaledText, toScaled } from './decimal.js';

describe('toScaled', () => {
  it.each<[number | string, number, bigint | null]>([
    [0.1, 2, 10n],
    [1.005, 3, 1005n],
    [1.005, 2, null],
    ['12.340', 2, 1234n],
    [1e21, 2, 100000000000000000000000n],
    [Number.NaN, 2, null],
    ['1e3', 2, null],
    ['-2.5', 1, -25n],
  ])('%s at scale %i is %s', (value, scale, expected) => expect(toScaled(value, scale)).toBe(expected));

  it('prints scaled integers back', () => {
    expect(scaledText(5n, 2)).toBe('0.05');
    expect(scaledText(-123456n, 3)).toBe('-123.456');
  });
});

describe('calcularTotais', () => {
  it('rounds each line half-up to the cent, then sums the rounded lines', () => {
    // 3 x 0.10 x (1 - 0.5%) = 0.2985 -> 0.30; gross 0.30
    expect(calcularItem({ quantidade: 3, precoUnitario: 0.1, descontoPercentual: 0.5 })).toEqual({
      brutoCentavos: 30n,
      totalCentavos: 30n,
    });
    // 0.333 x 0.15 = 0.04995 -> 0.05 (a binary float gives 0.049949999...)
    expect(calcularItem({ quantidade: 0.333, precoUnitario: 0.15 }).totalCentavos).toBe(5n);
    const totais = calcularTotais(
      [
        { quantidade: 2.5, precoUnitario: 19.99, descontoPercentual: 10 },
        { quantidade: 1, precoUnitario: 1234.56 },
      ],
      15.5,
    );
    // 49.975 -> 49.98 gross; 44.9775 -> 44.98 net
    expect(totais).toEqual({
      itens: [44.98, 1234.56],
      subtotal: 1284.54,
      descontos: 5,
      descontoTotal: 0,
      frete: 15.5,
      ipi: 0,
      icmsSt: 0,
      total: 1295.04,
    });
  });

  it('refuses values it cannot represent exactly', () => {
    expect(() => calcularItem({ quantidade: 1.0001, precoUnitario: 1 })).toThrow(RangeError);
    expect(() => calcularItem({ quantidade: 1, precoUnitario: 1, descontoPercentual: 100.01 })).toThrow(RangeError);
  });
});

describe('discount on the total and taxes', () => {
  it('takes the total discount after the lines, then IPI on each line net of both discounts, then ICMS-ST', () => {
    // Lines: 100.00 and 33.33 net (sum 133.33); 10% of it = 13.333 -> 13.33, shared 10.00 / 3.33.
    const t = calcularTotaisCentavos(
      [
        { quantidade: 1, precoUnitario: 100, ipiPercentual: 5 },
        { quantidade: 1, precoUnitario: 33.33, ipiPercentual: 10, icmsStValor: 1.5 },
      ],
      20,
      10,
    );
    expect(t.descontoTotalCentavos).toBe(1333n);
    expect(t.itens.map((i) => i.descontoTotalCentavos)).toEqual([1000n, 333n]);
    // IPI: 90.00 x 5% = 4.50; 30.00 x 10% = 3.00
    expect(t.itens.map((i) => i.ipiCentavos)).toEqual([450n, 300n]);
    expect(t.ipiCentavos).toBe(750n);
    expect(t.icmsStCentavos).toBe(150n);
    // 133.33 - 13.33 + 20 + 7.50 + 1.50
    expect(t.totalCentavos).toBe(14900n);
  });

  it('shares the total discount so the shares add up to it exactly', () => {
    const t = calcularTotaisCentavos(
      [1, 1, 1].map(() => ({ quantidade: 1, precoUnitario: 0.01 })),
      0,
      50,
    );
    // 3 cents x 50% = 1.5 -> 2 cents, shared 1 / 1 / 0 (earlier line first on a tie)
    expect(t.itens.map((i) => i.descontoTotalCentavos)).toEqual([1n, 1n, 0n]);
  });
});
