import { describe, expect, it } from 'vitest';
import { calcularParcelas, valoresDasParcelas } from './parcelas.js';
import { ratear } from './rateio.js';
import { parcelaErrors, parcelasError } from './termos.js';
import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';

const tres = [
  { dias: 28, percentual: 33.33 },
  { dias: 56, percentual: 33.33 },
  { dias: 84, percentual: 33.34 },
];

describe('installments', () => {
  it('add up to the total to the cent (largest remainder)', () => {
    expect(valoresDasParcelas(10000n, tres)).toEqual([3333n, 3333n, 3334n]);
    expect(valoresDasParcelas(1n, tres)).toEqual([0n, 0n, 1n]);
    const metades = [
      { dias: 30, percentual: 50 },
      { dias: 60, percentual: 50 },
    ];
    expect(valoresDasParcelas(101n, metades)).toEqual([51n, 50n]);
  });

  it('fall due base date + dias; none while there is no base date', () => {
    expect(calcularParcelas(10000n, tres, '2026-11-26').map((p) => [p.valor, p.vencimento])).toEqual([
      [33.33, '2026-12-24'],
      [33.33, '2027-01-21'],
      [33.34, '2027-02-18'],
    ]);
    expect(calcularParcelas(10000n, tres, null)[0].vencimento).toBeNull();
  });

  it('ratear keeps the sum for any weights', () => {
    for (let total = 0n; total < 200n; total += 7n) {
      const partes = ratear(total, [3n, 0n, 7n, 11n]);
      expect(partes.reduce((s, p) => s + p, 0n)).toBe(total);
      expect(partes[1]).toBe(0n);
    }
  });

  it.each<[string, unknown, string | undefined]>([
    ['none', undefined, undefined],
    ['empty', [], undefined],
    ['28/56/84', tres, undefined],
    ['not a list', 'x', M.parcelasInvalid],
    ['too many', Array.from({ length: 25 }, (_, i) => ({ dias: i, percentual: 4 })), M.parcelasInvalid],
    ['sum 99,99', [{ dias: 30, percentual: 99.99 }], M.parcelasSoma('99,99')],
    [
      'days out of order',
      [
        { dias: 56, percentual: 50 },
        { dias: 28, percentual: 50 },
      ],
      M.parcelasDiasCrescentes,
    ],
  ])('list rule: %s', (_, value, message) => expect(parcelasError(value)).toBe(message));

  it('each installment has its own messages', () => {
    expect(parcelaErrors({ dias: -1, percentual: 0 })).toEqual({
      dias: M.parcelaDiasInvalid,
      percentual: M.parcelaPercentualInvalid,
    });
    expect(parcelaErrors({ dias: 1.5, percentual: 100.001 })).toEqual({
      dias: M.parcelaDiasInvalid,
      percentual: M.parcelaPercentualInvalid,
    });
    expect(parcelaErrors({ dias: 0, percentual: 100 })).toEqual({});
  });
});
