import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';
import { COTACAO_MENSAGEM_MAX, cotacaoMensagemErrors, normalizeCotacaoMensagem } from './mensagem.js';

const errors = (texto: unknown) => cotacaoMensagemErrors(normalizeCotacaoMensagem({ texto }));

describe('a message on a quotation', () => {
  it('is required and at most 2,000 characters, counted as characters, not UTF-16 units', () => {
    expect(errors(undefined)).toEqual({ texto: M.mensagemRequired });
    expect(errors('   \n ')).toEqual({ texto: M.mensagemRequired });
    expect(errors(42)).toEqual({ texto: M.mensagemRequired });
    expect(errors('Qual o prazo?')).toEqual({});
    expect(errors('é'.repeat(COTACAO_MENSAGEM_MAX))).toEqual({});
    expect(errors('😀'.repeat(COTACAO_MENSAGEM_MAX))).toEqual({});
    expect(errors('a'.repeat(COTACAO_MENSAGEM_MAX + 1))).toEqual({ texto: M.mensagemTooLong });
  });

  it('accepts any non-blank text up to the limit and refuses anything longer', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 2100, unit: 'grapheme' }), (texto) => {
        const trimmed = texto.trim();
        const expected = !trimmed ? M.mensagemRequired : [...trimmed].length > 2000 ? M.mensagemTooLong : undefined;
        expect(errors(texto).texto).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
