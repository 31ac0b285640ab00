import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMERO_MESSAGES as M } from '../messages/numero-messages.js';
import { formatarNumeroBr } from './formatar-numero-br.js';
import { lerNumeroBr } from './ler-numero-br.js';

const valor = (texto: unknown, casas: number) => {
  const lido = lerNumeroBr(texto, casas);
  return lido.ok ? lido.valor : lido.erro;
};

describe('lerNumeroBr', () => {
  it.each<[string, number, string]>([
    ['1.500', 3, '1500'],
    ['1,5', 3, '1.5'],
    ['1.500,000', 3, '1500'],
    ['1.234,56', 2, '1234.56'],
    ['1.234', 2, '1234'],
    ['1.234.567,8', 2, '1234567.8'],
    ['1234,56', 2, '1234.56'],
    ['12', 2, '12'],
    ['007,50', 2, '7.5'],
    ['0,125', 3, '0.125'],
    // A dot that cannot group thousands is the decimal mark.
    ['1.5', 3, '1.5'],
    ['1234.5', 2, '1234.5'],
    ['1234.567', 3, '1234.567'],
    ['0.500', 3, '0.5'],
    ['12.50', 2, '12.5'],
    [' R$ 1.234,56 ', 2, '1234.56'],
    ['12,5%', 2, '12.5'],
    ['1 500', 3, '1500'],
    ['-2,5', 2, '-2.5'],
    ['-0', 2, '0'],
  ])('%p (%i decimals) is %s', (texto, casas, esperado) => expect(valor(texto, casas)).toBe(esperado));

  it.each<[unknown, number, string]>([
    ['', 2, M.vazio],
    ['   ', 2, M.vazio],
    ['1,234.56', 2, M.ambiguo],
    ['1,5.0', 2, M.ambiguo],
    ['1.2.3', 2, M.invalido],
    ['12.34.567', 2, M.invalido],
    ['1.23,5', 2, M.invalido],
    ['1,2,3', 2, M.invalido],
    ['abc', 2, M.invalido],
    ['1e3', 2, M.invalido],
    [',5', 2, M.invalido],
    ['1,', 2, M.invalido],
    ['+1', 2, M.invalido],
    ['0x10', 2, M.invalido],
    [12, 2, M.invalido],
    [null, 2, M.invalido],
    ['1,255', 2, 'Use no máximo 2 casas decimais.'],
    ['1,2345', 3, 'Use no máximo 3 casas decimais.'],
    ['1,5', 0, 'Use um número inteiro, sem casas decimais.'],
  ])('%p (%i decimals) is refused: %s', (texto, casas, mensagem) => {
    expect(lerNumeroBr(texto, casas)).toEqual({ ok: false, erro: mensagem });
  });

  it('counts in exact units of the field', () => {
    expect(lerNumeroBr('1.500', 3)).toEqual({ ok: true, unidades: 1_500_000n, valor: '1500' });
    expect(lerNumeroBr('0,01', 2)).toEqual({ ok: true, unidades: 1n, valor: '0.01' });
  });
});

describe('lerNumeroBr and formatarNumeroBr (properties)', () => {
  const casas = fc.constantFrom(0, 2, 3);
  const unidades = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n });

  it('reading what was formatted gives the same value, with or without fixed decimals', () => {
    fc.assert(
      fc.property(unidades, casas, fc.boolean(), (u, c, fixas) => {
        const lido = lerNumeroBr(formatarNumeroBr(u, c, fixas), c);
        expect(lido).toMatchObject({ ok: true, unidades: u });
      }),
      { numRuns: 500 },
    );
  });

  it('plain decimal text with a dot that cannot group thousands keeps its value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 12n }), fc.integer({ min: 1, max: 99 }), (inteiro, cent) => {
        const fracao = String(cent).padStart(2, '0').replace(/0$/, '') || '0';
        const lido = lerNumeroBr(`${inteiro}.${fracao}`, 2);
        expect(lido).toMatchObject({ ok: true, valor: `${inteiro}.${fracao}`.replace(/\.0$/, '') });
      }),
      { numRuns: 200 },
    );
  });

  it('never throws, and what it accepts is a plain decimal of at most the field decimals', () => {
    const caractere = fc.constantFrom(...'0123456789.,- R$%e'.split(''));
    const texto = fc.oneof(fc.string(), fc.string({ unit: caractere, maxLength: 20 }));
    fc.assert(
      fc.property(fc.oneof(texto, fc.anything()), casas, (entrada, c) => {
        const lido = lerNumeroBr(entrada, c);
        if (lido.ok) {
          expect(lido.valor).toMatch(new RegExp(`^-?\\d+(\\.\\d{1,${Math.max(c, 1)}})?$`));
          expect(lido.valor).toBe(formatarNumeroBr(lido.unidades, c).replace(/\./g, '').replace(',', '.'));
        } else expect(typeof lido.erro).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});
