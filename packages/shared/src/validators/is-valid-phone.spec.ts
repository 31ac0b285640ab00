import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contatoErrors } from './contato-errors.js';
import { isValidPhone, optionalPhoneError } from './is-valid-phone.js';
import { meusDadosErrors, normalizeMeusDados } from './meus-dados-errors.js';

describe('isValidPhone', () => {
  it.each<[unknown, boolean]>([
    ['(11)3333-4444', true],
    ['(11)98765-4321', true],
    ['1133334444', true],
    ['11987654321', true],
    ['(11) 98765-4321', true],
    ['(11)3333-444', false],
    ['119876543210', false],
    ['+55 11 98765-4321', false],
    ['(11)9876A-4321', false],
    ['', false],
    [undefined, false],
    [11987654321, false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

// Probe F6: Meus Dados kept only the digits of 'abc' (none) and saved no phone instead of refusing it.
describe('optionalPhoneError, the one optional-phone rule of the contact form and Meus Dados', () => {
  const MEUS_DADOS = 'Telefone do cliente deve ter ao menos 10 dígitos.';
  const CONTATO = 'Telefone deve ter 10 ou 11 dígitos.';
  const meusDados = (telefone: unknown) => meusDadosErrors(normalizeMeusDados({ telefone }), 'pf').telefone;
  const contato = (telefone: unknown) => contatoErrors({ telefone }).telefone;

  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['   ', true],
    ['(11) 98765-4321', true],
    ['abc', false],
    ['山田 太郎', false],
    ['😀', false],
    ['11 98765-432a', false],
    ['123', false],
  ])('%j accepted: %s, in both forms alike', (telefone, accepted) => {
    expect([optionalPhoneError(telefone, 'x'), meusDados(telefone), contato(telefone)]).toEqual(
      accepted ? [undefined, undefined, undefined] : ['x', MEUS_DADOS, CONTATO],
    );
  });

  it('any text with a character other than digits and mask punctuation is refused by both forms', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (telefone) => {
        const stripped = telefone.replace(/[\s.\-/()]/g, '');
        const blank = !stripped;
        const valid = /^\d{10,11}$/.test(stripped);
        const expected = blank || valid ? [undefined, undefined] : [MEUS_DADOS, CONTATO];
        expect([telefone, meusDados(telefone), contato(telefone)]).toEqual([telefone, ...expected]);
      }),
      { numRuns: 500 },
    );
  });
});
