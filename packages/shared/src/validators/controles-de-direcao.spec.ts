import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controleDeDirecaoMessage } from '../messages/controle-de-direcao-message.js';
import { cotacaoMensagemErrors } from '../cotacoes/mensagem.js';
import { acessoPortalErrors } from './acesso-portal-errors.js';
import { contatoErrors } from './contato-errors.js';
import { controlesDeDirecao, textoLivreError } from './controles-de-direcao.js';
import { isValidEmail } from './is-valid-email.js';
import { usuarioInternoErrors } from './usuario-interno-errors.js';

const CONTROLES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((cp) =>
  String.fromCodePoint(cp),
);

describe('textoLivreError', () => {
  it('names each bidirectional control once, by code point, with the field', () => {
    expect(textoLivreError('abc\u202efdp.exe \u202e \u2066x\u2069', 'Mensagem')).toBe(
      'Mensagem tem caracteres que invertem a direção do texto, que não são aceitos: U+202E U+2066 U+2069.',
    );
    expect(controlesDeDirecao('\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toEqual([
      'U+202A',
      'U+202B',
      'U+202C',
      'U+202D',
      'U+202E',
      'U+2066',
      'U+2067',
      'U+2068',
      'U+2069',
    ]);
  });

  it.each(['Olá, tudo bem? 😀 日本語 שלום עולם', 'a\u200eb\u200fc', '', 'linha 1\nlinha 2'])(
    'accepts %j (other scripts, emoji, the marks U+200E/U+200F)',
    (text) => expect(textoLivreError(text, 'Mensagem')).toBeUndefined(),
  );

  it('is not a type check', () => expect(textoLivreError(42, 'Mensagem')).toBeUndefined());

  it('property: refuses exactly the texts with a control, naming the ones present', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.subarray(CONTROLES), fc.nat(), (text, controles, at) => {
        const cut = at % (text.length + 1);
        const input = text.slice(0, cut) + controles.join('') + text.slice(cut);
        const present = CONTROLES.filter((c) => input.includes(c)).map(
          (c) => `U+${c.charCodeAt(0).toString(16).toUpperCase()}`,
        );
        expect(new Set(controlesDeDirecao(input))).toEqual(new Set(present));
        expect(textoLivreError(input, 'X')).toBe(
          present.length ? controleDeDirecaoMessage('X', controlesDeDirecao(input)) : undefined,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is the rule of the free texts: questions and answers, Fale conosco, contact and staff names, e-mails', () => {
    const rlo = (label: string) => controleDeDirecaoMessage(label, ['U+202E']);
    expect(cotacaoMensagemErrors({ texto: 'a\u202eb' }).texto).toBe(rlo('Mensagem'));
    const contato = contatoErrors({ nome: 'Ana\u202e Souza', email: 'a@b.com', mensagem: 'oi\u202e' });
    expect(contato).toEqual({ nome: rlo('Nome'), mensagem: rlo('Mensagem') });
    expect(acessoPortalErrors({ nome: 'Bia \u202eLima', email: 'b@c.com' }).nome).toBe(rlo('Nome'));
    expect(usuarioInternoErrors({ email: 'r@e.com', name: 'Rui \u202eLopes', roleId: 1 }).name).toBe(rlo('Nome'));
    expect(isValidEmail('moc.liame\u202e@exemplo.com')).toBe(false);
    expect(isValidEmail('ana@exemplo.com')).toBe(true);
  });
});
