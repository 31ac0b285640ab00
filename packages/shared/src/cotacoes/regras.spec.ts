import { describe, expect, it } from 'vitest';
import {
  dataBr,
  descontoError,
  dinheiroError,
  hojeEmBrasilia,
  isIsoDate,
  quantidadeError,
  somarDias,
} from './regras.js';

describe('quotation rules', () => {
  it('checks money, quantity and discount ranges and scales', () => {
    expect(dinheiroError(0)).toBeUndefined();
    expect(dinheiroError(999_999_999_999.99)).toBeUndefined();
    expect(dinheiroError(1_000_000_000_000)).toBeDefined();
    expect(dinheiroError(1.001)).toBeDefined();
    expect(dinheiroError(-1)).toBeDefined();
    expect(dinheiroError('1')).toBeUndefined();
    expect(dinheiroError(null)).toBeDefined();
    expect(quantidadeError(0)).toBeDefined();
    expect(quantidadeError(0.001)).toBeUndefined();
    expect(descontoError(100)).toBeUndefined();
    expect(descontoError(100.01)).toBeDefined();
  });

  it('handles dates in Brasília', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(hojeEmBrasilia(new Date('2026-11-25T02:59:59Z'))).toBe('2026-11-24');
    expect(hojeEmBrasilia(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    expect(somarDias('2026-12-25', 15)).toBe('2027-01-09');
    expect(dataBr('2026-01-09')).toBe('09/01/2026');
  });
});
