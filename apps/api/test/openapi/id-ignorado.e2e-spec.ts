import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MAX_INT4 = 2_147_483_647;

// The id in a back-office or quotation body is ignored (the route names the record), and the document
// types it as a nullable integer (issue 28, finding 6). What the document admits is accepted and
// changes nothing; anything else is the integer rule's 400, as for every `integer` field.
describe('id ignorado nos corpos: o que o documento admite e o que ele recusa', () => {
  let t: TestApp;
  let admin: Caller;
  const routes: { name: string; method: 'put' | 'post'; url: string; body: Record<string, unknown>; own?: number }[] =
    [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await callerFor(t, 'ADMIN');
    const cliente = (await insertCliente(t.db, { nome: 'Cliente do id', email_faturamento: 'id@exemplo.com.br' })).id;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, preco) VALUES ('ID-1', 'p', 'Produto do id', 10) RETURNING id`,
    );
    const produto = rows[0].id;
    // Each body is sent many times: without the version it read (a stale `versao` is a 409, F2).
    const read = async (url: string) => {
      const { versao: _versao, ...body } = (await t.http.get(url).set(admin.auth).expect(200)).body;
      return body as Record<string, unknown>;
    };
    routes.push(
      {
        name: 'cliente',
        method: 'put',
        url: `/api/Clientes/${cliente}`,
        body: await read(`/api/Clientes/${cliente}`),
        own: cliente,
      },
      {
        name: 'produto',
        method: 'put',
        url: `/api/Produtos/${produto}`,
        body: await read(`/api/Produtos/${produto}`),
        own: produto,
      },
      {
        name: 'usuário interno',
        method: 'put',
        url: `/api/UsuariosInternos/${admin.user.id}`,
        body: await read(`/api/UsuariosInternos/${admin.user.id}`),
        own: admin.user.id,
      },
      {
        name: 'cotação',
        method: 'post',
        url: '/api/Cotacoes',
        body: { clienteId: cliente, itens: [{ produtoId: produto, quantidade: 1, precoUnitario: 10 }] },
      },
    );
  });
  afterAll(() => t?.close());

  const lastQuotationId = async () =>
    Number((await t.db.query<{ n: string }>('SELECT last_value AS n FROM cotacoes_id_seq')).rows[0].n);

  it('null, um inteiro de 0 a 2147483647 ou dígitos em texto: salvo, e o id continua o da rota', async () => {
    const admitted = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: MAX_INT4 }),
      fc.integer({ min: 0, max: MAX_INT4 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), admitted, async (route, id) => {
        const answer = await t.http[route.method](route.url)
          .set(admin.auth)
          .send({ ...route.body, id });
        expect([route.name, answer.status]).toEqual([route.name, route.method === 'put' ? 200 : 201]);
        if (route.own) expect(answer.body.id ?? route.own).toBe(route.own);
        // A new quotation's id is the sequence's next value, whatever the body said (a small id
        // may equal it by chance: asserting "not the body's id" would fail on that coincidence).
        else expect(answer.body.id).toBe(await lastQuotationId());
      }),
      { numRuns: 24 },
    );
  });

  it('qualquer outro valor: 400 com a mensagem dos inteiros em errors.id, nada salvo', async () => {
    const refused = fc.oneof(
      fc.integer({ min: -MAX_INT4, max: -1 }),
      fc.integer({ min: 1, max: MAX_INT4 }).map((n) => n + MAX_INT4),
      fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
      fc.string({ minLength: 1 }).filter((text) => !/^\s*\d{1,10}\s*$/.test(text) && !/[\ud800-\udfff\0]/.test(text)),
      fc.boolean(),
      fc.constant({}),
      fc.constant([1]),
    );
    const before = await t.db.query('SELECT count(*)::int AS n FROM cotacoes');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), refused, async (route, id) => {
        const answer = await t.http[route.method](route.url)
          .set(admin.auth)
          .send({ ...route.body, id });
        expect([route.name, JSON.stringify(id), answer.status, answer.body.errors?.id]).toEqual([
          route.name,
          JSON.stringify(id),
          400,
          [SERVER_MESSAGES.integerOutOfRange],
        ]);
      }),
      { numRuns: 30 },
    );
    expect((await t.db.query('SELECT count(*)::int AS n FROM cotacoes')).rows).toEqual(before.rows);
  });
});
