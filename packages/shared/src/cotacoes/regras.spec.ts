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

  it('reads text the Brazilian way: 1.500 is one thousand five hundred; a malformed text gets its own message', () => {
    expect(quantidadeError('1.500')).toBeUndefined();
    expect(dinheiroError('1.234')).toBeUndefined();
    expect(dinheiroError('1.234,56')).toBeUndefined();
    expect(dinheiroError('999.999.999.999,99')).toBeUndefined();
    expect(dinheiroError('1.000.000.000.000')).toBe(
      'Preço unitário deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
    );
    expect(quantidadeError('0,0001')).toBe('Use no máximo 3 casas decimais.');
    expect(quantidadeError('1,234.5')).toMatch(/^Número ambíguo/);
    expect(descontoError('12,5%')).toBeUndefined();
    expect(descontoError('100,01')).toBe('Desconto deve ser de 0 a 100%, com até 2 casas decimais.');
    expect(quantidadeError('abc')).toMatch(/^Número inválido/);
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
