import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import { listen, type RawClient } from './raw-http.js';

// Probe 4, F12: body-parser decodes a body that is not UTF-8 with U+FFFD in place of the bad bytes,
// so "abc\xff\xfedef" was saved as "abc��def". A JSON body is UTF-8 (RFC 8259): anything else is a
// 400 in Portuguese on every route, before any route reads it, and nothing is saved.
const corpo = (bytes: Buffer) => Buffer.concat([Buffer.from('{"texto":"a'), bytes, Buffer.from('z"}')]);

describe('a JSON body that is not valid UTF-8: 400', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;
  let cotacaoId: number;
  let client: RawClient;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    w = await makeWorld(t);
    cotacaoId = (await criar(t, w)).id;
    await t.http.post(`/api/Cotacoes/${cotacaoId}/enviar`).set(w.staff.auth).expect(200);
    client = await listen(t.app);
  });
  afterAll(async () => {
    await client.close();
    await closeAll(smtp, t);
  });

  // node:http sends the bytes as they are (supertest would serialise a Buffer as JSON).
  const post = async (path: string, body: Buffer, auth: Record<string, string> = {}) => {
    const answer = await client.send({
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json', ...auth },
      body,
    });
    return { status: answer.status, body: answer.json as { message?: string; texto?: string } };
  };
  const perguntar = (body: Buffer) => post(`/api/minhas-cotacoes/${cotacaoId}/mensagens`, body, w.clienteUser.auth);
  const mensagens = async () =>
    (await t.db.query<{ texto: string }>('SELECT texto FROM cotacao_mensagens ORDER BY id')).rows.map((r) => r.texto);

  it.each([
    ['invalid bytes', Buffer.from([0xff, 0xfe])],
    ['an encoded lone surrogate', Buffer.from([0xed, 0xa0, 0x80])],
    ['a truncated sequence', Buffer.from([0xc3])],
    ['an overlong encoding of "/"', Buffer.from([0xc0, 0xaf])],
  ])('a question with %s: 400 in Portuguese, nothing saved', async (_name, bytes) => {
    const antes = await mensagens();
    const answer = await perguntar(corpo(bytes));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: SERVER_MESSAGES.invalidUtf8, requestId: expect.any(String) });
    expect(await mensagens()).toEqual(antes);
  });

  it('the same on other routes: a staff product, Fale conosco, the login', async () => {
    const ruim = (json: string) => Buffer.from(json.replace('#', '\u00ff'), 'latin1');
    const produto = await post(
      '/api/Produtos',
      ruim('{"sku":"U8-1","tipo":"p","nome":"Cabo #","preco":1}'),
      w.staff.auth,
    );
    expect([produto.status, produto.body.message]).toEqual([400, SERVER_MESSAGES.invalidUtf8]);
    expect((await t.db.query(`SELECT 1 FROM produtos WHERE sku = 'U8-1'`)).rowCount).toBe(0);
    for (const [path, json] of [
      ['/api/public/contato', '{"nome":"Ana Souza #","email":"ana@x.com.br","mensagem":"oi"}'],
      ['/api/Auth/login', '{"email":"ana#@x.com.br","password":"x"}'],
    ]) {
      const answer = await post(path, ruim(json));
      expect([answer.status, answer.body.message]).toEqual([400, SERVER_MESSAGES.invalidUtf8]);
    }
  });

  it('valid UTF-8 (accents, emoji, 4-byte characters, a BOM-less body) is kept exactly', async () => {
    const texto = 'açúcar ñ 😀 𝄞 日本';
    const answer = await perguntar(Buffer.from(JSON.stringify({ texto })));
    expect(answer.status).toBe(201);
    expect(answer.body.texto).toBe(texto);
    expect((await mensagens()).at(-1)).toBe(texto);
  });

  it('property: any byte string is either refused (400) or saved as exactly the text it encodes (in NFC)', async () => {
    // Valid characters (any plane, no JSON syntax or control), raw high bytes, and pieces of sequences.
    const caractere = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 3 })
      .filter((s) => !/[\p{Cc}"\\\u2028\u2029]/u.test(s))
      .map((s) => Buffer.from(s));
    const byteAlto = fc.integer({ min: 0x80, max: 0xff }).map((b) => Buffer.from([b]));
    const pedaco = fc.array(fc.oneof({ arbitrary: caractere, weight: 3 }, { arbitrary: byteAlto, weight: 1 }), {
      maxLength: 8,
    });
    await fc.assert(
      fc.asyncProperty(pedaco, async (partes) => {
        await t.db.query('DELETE FROM throttle_counters');
        const bytes = Buffer.concat(partes);
        const antes = (await mensagens()).length;
        const answer = await perguntar(corpo(bytes));
        if (!isUtf8(bytes)) {
          expect([answer.status, answer.body.message]).toEqual([400, SERVER_MESSAGES.invalidUtf8]);
          expect((await mensagens()).length).toBe(antes);
          return;
        }
        // Saved in NFC, as every text (src/common/http/nfc-text.ts).
        const texto = `a${bytes.toString('utf8')}z`.normalize('NFC');
        if (answer.status === 201) {
          expect(answer.body.texto).toBe(texto);
          expect((await mensagens()).at(-1)).toBe(texto);
        } else {
          // Valid UTF-8 refused by a text rule (a bidi control, unprintable): a field message, never the UTF-8 one.
          expect(answer.status).toBe(400);
          expect(answer.body.message).not.toBe(SERVER_MESSAGES.invalidUtf8);
          expect((await mensagens()).length).toBe(antes);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
