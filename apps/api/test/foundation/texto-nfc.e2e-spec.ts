import fc from 'fast-check';
import { hashPassword } from '../../src/common/security/password-hasher.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// Text pasted from macOS or a PDF arrives decomposed ('e' + U+0301); typed, composed ('é'). The API stores
// every text in NFC, so both spellings are the same bytes and a search with either finds the row.
describe('text is stored and searched in NFC, however the accents arrive', () => {
  let t: TestApp;
  let staff: Caller;
  let n = 0;

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('ADMIN'));
  });
  afterAll(() => t.close());

  const LETRAS = [...'aeiouçnsAEIOUÇáàâãéêíóôõúüÁÀÂÃÉÊÍÓÔÕÚÜ '];
  // Each letter composed or decomposed, at random: a name as a paste may mix both.
  const nome = fc
    .array(fc.tuple(fc.constantFrom(...LETRAS), fc.boolean()), { minLength: 3, maxLength: 30 })
    .map((letras) => letras.map(([l, nfd]) => (nfd ? l.normalize('NFD') : l)).join(''))
    .filter((texto) => texto.trim().length >= 3);

  it('a product name in any form is stored as NFC bytes and found by the NFC and the NFD spelling (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(nome, async (texto) => {
        const prefixo = `Nfc${++n}x `;
        const criado = await t.http
          .post('/api/Produtos')
          .set(staff.auth)
          .send({ sku: `NFC-${n}`, tipo: 'p', nome: prefixo + texto });
        expect(criado.status).toBe(201);
        const esperado = (prefixo + texto).trim().normalize('NFC');
        const { rows } = await t.db.query<{ bytes: string }>(
          `SELECT encode(convert_to(nome, 'UTF8'), 'hex') AS bytes FROM produtos WHERE id = $1`,
          [criado.body.id],
        );
        expect(rows[0].bytes).toBe(Buffer.from(esperado, 'utf8').toString('hex'));
        expect(criado.body.nome).toBe(esperado);
        for (const forma of ['NFC', 'NFD'] as const) {
          const busca = await t.http
            .get('/api/Produtos')
            .query({ nome: esperado.normalize(forma) })
            .set(staff.auth)
            .expect(200);
          expect(busca.body.data.map((p: { id: number }) => p.id)).toEqual([criado.body.id]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a password is compared as typed: one set decomposed is not changed into another by the NFC of the text', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const senha = 'Jose\u0301-senha-9';
    await t.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await hashPassword(senha), user.id]);
    await t.http.post('/api/auth/login').send({ email: user.email, password: senha }).expect(200);
    await t.http
      .post('/api/auth/login')
      .send({ email: user.email, password: senha.normalize('NFC') })
      .expect(401);
  });
});
