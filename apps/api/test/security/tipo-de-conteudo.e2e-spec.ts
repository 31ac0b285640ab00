import fc from 'fast-check';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { listen, type RawClient } from './raw-http.js';

const UNSUPPORTED = 'Tipo de conteúdo não suportado. Envie JSON.';
const PRODUTO = JSON.stringify({ sku: 'TC-1', tipo: 'p', nome: 'Parafuso 3/8', preco: 1.5 });

// docs/produto.md §8: a body that is not JSON is refused with 415 before any route reads it (the API
// has no upload route); a request without a body is judged by its route as before.
describe('a request body that is not JSON: 415', () => {
  let t: TestApp;
  let client: RawClient;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await tokenFor(t.app, await insertUser(t.db, 'ADMIN'), 'ADMIN')}`;
    client = await listen(t.app);
  });
  afterAll(async () => {
    await client.close();
    await t.close();
  });

  const post = (headers: Record<string, string>, body?: string, path = '/api/Produtos') =>
    client.send({ method: 'POST', path, headers: { Authorization: auth, ...headers }, body });
  const produtos = async () => Number((await t.db.query('SELECT count(*) FROM produtos')).rows[0].count);

  it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])(
    'POST /api/Produtos with a JSON body sent as %s: 415 in Portuguese, nothing saved',
    async (type) => {
      const answer = await post({ 'Content-Type': type }, PRODUTO);
      expect([answer.status, (answer.json as { message?: string }).message]).toEqual([415, UNSUPPORTED]);
      expect(await produtos()).toBe(0);
    },
  );

  it('a body without Content-Type: 415', async () => {
    const answer = await post({}, PRODUTO);
    expect([answer.status, (answer.json as { message?: string }).message]).toEqual([415, UNSUPPORTED]);
  });

  it('no body, or an empty one, keeps the route answering (field errors, not 415)', async () => {
    for (const headers of [{}, { 'Content-Type': 'text/plain' }] as Record<string, string>[]) {
      const answer = await post(headers, '');
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ errors: expect.objectContaining({ nome: expect.any(Array) }) });
    }
    const semCorpo = await client.send({ method: 'POST', path: '/api/Produtos', headers: { Authorization: auth } });
    expect(semCorpo.status).toBe(400);
  });

  it('JSON, with or without charset, still goes through', async () => {
    for (const [i, type] of ['application/json', 'Application/JSON; charset=utf-8'].entries()) {
      const answer = await post(
        { 'Content-Type': type },
        JSON.stringify({ sku: `TC-J${i}`, tipo: 'p', nome: 'Porca' }),
      );
      expect(answer.status).toBe(201);
    }
  });

  it('property: any other media type with a body, on any route and method, is 415', async () => {
    const tipo = fc
      .tuple(
        fc.constantFrom('text', 'application', 'image', 'multipart', 'audio'),
        fc.stringMatching(/^[a-z][a-z0-9.+-]{0,15}$/),
      )
      .map(([type, sub]) => `${type}/${sub}`)
      .filter((type) => type !== 'application/json');
    const rota = fc.constantFrom('/api/Produtos', '/api/Auth/login', '/api/public/contato', '/api/Clientes/1');
    await fc.assert(
      fc.asyncProperty(tipo, rota, fc.constantFrom('POST', 'PUT', 'PATCH'), async (type, path, method) => {
        const answer = await client.send({
          method,
          path,
          headers: { Authorization: auth, 'Content-Type': type },
          body: '{"nome":"x"}',
        });
        expect([answer.status, (answer.json as { message?: string }).message]).toEqual([415, UNSUPPORTED]);
      }),
      { numRuns: 40 },
    );
    expect(await produtos()).toBe(2);
  });
});
