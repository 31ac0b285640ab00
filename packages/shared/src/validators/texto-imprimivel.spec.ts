import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COTACAO_FIELDS, cotacaoErrors } from '../cotacoes/cotacao-errors.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { textoNaoImprimivelMessage } from '../messages/texto-imprimivel-message.js';
import { FAIXAS_IMPRIMIVEIS } from './caracteres-imprimiveis.js';
import { clienteErrors } from './cliente-errors.js';
import { produtoErrors } from './produto-errors.js';
import {
  caractereImprimivel,
  caracteresNaoImprimiveis,
  textoImprimivel,
  textoImprimivelError,
} from './texto-imprimivel.js';

describe('textoImprimivel', () => {
  it.each([
    'Nguyễn Thị Minh Khai',
    'Łukasz Wróbel-Żółć',
    'Açougue São João',
    'Şükrü Ğ',
    'Ωmega Дмитрий',
    'a\nb\r\nc\td',
    '€ ₫ № – “x” …',
  ])('accepts %j', (text) => expect(textoImprimivel(text)).toBe(true));

  it.each<[string, string[]]>([
    ['山田太郎', ['山', '田', '太', '郎']],
    ['Entrega 🚚🚚', ['🚚']],
    ['a\ud800b', ['\ud800']],
    ['zero\u200bwidth', ['\u200b']],
    ['rtl \u202e override', ['\u202e']],
    ['שלום', ['ש', 'ל', 'ו', 'ם']],
    ['nul\u0000', ['\u0000']],
  ])('refuses %j naming the characters once', (text, bad) => {
    expect(textoImprimivel(text)).toBe(false);
    expect(caracteresNaoImprimiveis(text)).toEqual(bad);
  });

  it('names invisible characters by code point in the message', () => {
    expect(textoImprimivelError('a\u200bb\u202e', 'Nome')).toBe(
      textoNaoImprimivelMessage('Nome', ['U+200B', 'U+202E']),
    );
    // No character at all: the API's general answer to such text.
    expect(textoImprimivelError('a\u0000b', 'Nome')).toBe(SERVER_MESSAGES.invalidCharacters);
    expect(textoImprimivelError('a\ud800', 'Nome')).toBe(SERVER_MESSAGES.invalidCharacters);
    expect(textoImprimivelError(42, 'Nome')).toBeUndefined();
  });

  it('agrees with the generated table for every code point of the BMP and beyond', () => {
    const inTable = (cp: number) => FAIXAS_IMPRIMIVEIS.some(([a, b]) => cp >= a && cp <= b);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (cp) => {
        expect(caractereImprimivel(cp)).toBe(inTable(cp) || [9, 10, 13].includes(cp));
      }),
      { numRuns: 2000 },
    );
  });

  it('is the rule of the printed fields of customers, products and quotations', () => {
    const japones = textoNaoImprimivelMessage('Nome', ['山', '田']);
    expect(clienteErrors({ tipo_pessoa: 'pf', nome: '山田' }).nome).toBe(japones);
    expect(produtoErrors({ nome: '山田' }).nome).toBe(japones);
    const errors = cotacaoErrors({ observacoes: 'x 山', condicoesPagamento: 'À vista\nou 30 dias' });
    expect(errors.observacoes).toBe(textoNaoImprimivelMessage('Observações', ['山']));
    expect(errors.condicoesPagamento).toBeUndefined();
    expect(COTACAO_FIELDS).toContain('observacoes');
  });
});
