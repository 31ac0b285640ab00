import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contatoErrors } from './contato-errors.js';
import { normalizeCadastroCliente, cadastroClienteErrors } from './cadastro-cliente-errors.js';
import { normalizeProduto, produtoErrors } from './produto-errors.js';
import { normalizeUsuarioInterno, usuarioInternoErrors } from './usuario-interno-errors.js';
import { normalizeMeusDados, meusDadosErrors } from './meus-dados-errors.js';
import { cotacaoMensagemErrors, normalizeCotacaoMensagem } from '../cotacoes/mensagem.js';

// The API turns every text of a request to NFC before its rules run (apps/api/src/common/http/nfc-text.ts).
// The browser runs the same rules on what was typed or pasted: 'José' pasted from macOS or a PDF is
// 'Jose' + U+0301, one more character. The two sides must agree, or the form refuses a name at its limit
// that the API would take (or the reverse).
const LETRAS = [...'aeiouçnAEIOUÇáàâãéêíóôõúüÁÂÃÉÊÍÓÔÕÚ '];
const texto = (min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...LETRAS), fc.boolean()), { minLength: min, maxLength: max, size: 'max' })
    .map((letras) => letras.map(([l, nfd]) => (nfd ? l.normalize('NFD') : l)).join(''));

const nfc = (value: string) => value.normalize('NFC');

describe('the shared rules judge a decomposed text as the API judges its NFC', () => {
  it('a product name of 100 accented letters pasted decomposed is accepted, as by the API', () => {
    const nome = 'é'.repeat(100).normalize('NFD');
    expect(produtoErrors(normalizeProduto({ sku: 'A1', tipo: 'p', nome })).nome).toBeUndefined();
  });

  it('every rule set gives the same messages for a text and its NFC (fast-check)', () => {
    fc.assert(
      fc.property(texto(1, 130), texto(1, 130), (a, b) => {
        const produto = (nome: string, descricao: string) =>
          produtoErrors(normalizeProduto({ sku: 'A1', tipo: 'p', nome, descricao }));
        expect(produto(a, b)).toEqual(produto(nfc(a), nfc(b)));
        const usuario = (name: string) =>
          usuarioInternoErrors(normalizeUsuarioInterno({ name: `Ana ${name}`, email: 'a@b.co', roleId: 1 }));
        expect(usuario(a)).toEqual(usuario(nfc(a)));
        const contato = (nome: string) => contatoErrors({ nome, email: 'a@b.co', mensagem: b, telefone: '' });
        expect(contato(a)).toEqual(contato(nfc(a)));
        const cadastro = (nome: string) => cadastroClienteErrors(normalizeCadastroCliente({ nome: `Ana ${nome}` }));
        expect(cadastro(a)).toEqual(cadastro(nfc(a)));
        const meus = (nome: string) => meusDadosErrors(normalizeMeusDados({ nome: `Ana ${nome}` }), 'f');
        expect(meus(a)).toEqual(meus(nfc(a)));
        const mensagem = (t: string) => cotacaoMensagemErrors(normalizeCotacaoMensagem({ texto: t.repeat(20) }));
        expect(mensagem(a)).toEqual(mensagem(nfc(a)));
      }),
      { numRuns: 200 },
    );
  });
});
