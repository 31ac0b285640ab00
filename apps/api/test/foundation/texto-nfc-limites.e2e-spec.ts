import { LIMITS } from '@portal/shared/constants';
import type { TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// NFC at the door changes a text's length both ways: 'e' + U+0301 becomes one character, and a
// composition exclusion (U+0958) becomes two. The limits are checked after it, on what is stored, so a
// text at its limit in one form is judged by its NFC: accepted, or a 400 with the limit, never a 500
// from the column.
describe('the length limits count the NFC form', () => {
  let t: TestApp;
  let staff: Caller;
  let n = 0;

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('ADMIN'));
  });
  afterAll(() => t.close());

  const produto = (nome: string) =>
    t.http
      .post('/api/Produtos')
      .set(staff.auth)
      .send({ sku: `LIM-${++n}`, tipo: 'p', nome });

  it('a name of 100 letters sent decomposed (200 UTF-16 units) is saved with its 100 letters', async () => {
    const criado = await produto('é'.repeat(LIMITS.product.nome).normalize('NFD')).expect(201);
    expect(criado.body.nome).toBe('é'.repeat(LIMITS.product.nome));
  });

  it('100 characters that NFC makes 200 are refused with the limit, in the body and in a search', async () => {
    const longo = '\u0958'.repeat(LIMITS.product.nome);
    const recusado = await produto(longo).expect(400);
    expect(JSON.stringify(recusado.body)).toContain('Nome deve ter no máximo 100 caracteres.');
    const busca = await t.http.get('/api/Produtos').query({ nome: longo }).set(staff.auth);
    expect(busca.status).toBe(400);
  });
});
