import fc from 'fast-check';
import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// PUT /api/Produtos/{id}: an optional field left out keeps what is stored, empty or null clears it
// (docs/api.md, Produtos: "vazio ou null apaga, ausente mantém") — descricao like ncm and preco.
describe('PUT /api/Produtos/{id}: fields left out', () => {
  let t: TestApp;
  let staff: Caller;
  let sku = 0;

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('ADMIN'));
  });
  afterAll(() => t.close());

  const stored = async (id: number) =>
    (await t.db.query('SELECT descricao, ncm, preco::text AS preco FROM produtos WHERE id = $1', [id])).rows[0];

  it('left out keeps, empty or null clears, for descricao, ncm and preco (fast-check)', async () => {
    const envio = fc.constantFrom('ausente', 'vazio', 'null', 'novo');
    await fc.assert(
      fc.asyncProperty(envio, envio, async (descricao, ncm) => {
        const base = { sku: `PA-${++sku}`, tipo: 'p', nome: 'Cabo de rede' };
        const criado = await t.http
          .post('/api/Produtos')
          .set(staff.auth)
          .send({ ...base, descricao: 'Cat6 azul', ncm: '8471.30.12', preco: 12.5 });
        expect(criado.status).toBe(201);
        const put: Record<string, unknown> = { ...base };
        const valor = (how: string, novo: string) =>
          how === 'vazio' ? '' : how === 'null' ? null : how === 'novo' ? novo : undefined;
        if (descricao !== 'ausente') put.descricao = valor(descricao, 'Cat5e');
        if (ncm !== 'ausente') put.ncm = valor(ncm, '85444200');
        const answer = await t.http.put(`/api/Produtos/${criado.body.id}`).set(staff.auth).send(put);
        expect(answer.status).toBe(200);
        const expected = (how: string, old: string, novo: string) =>
          how === 'ausente' ? old : how === 'novo' ? novo : null;
        expect(await stored(criado.body.id)).toEqual({
          descricao: expected(descricao, 'Cat6 azul', 'Cat5e'),
          ncm: expected(ncm, '84713012', '85444200'),
          preco: '12.50',
        });
        expect(answer.body).toMatchObject({ descricao: expected(descricao, 'Cat6 azul', 'Cat5e') });
      }),
      { numRuns: 10, seed: 20261126 },
    );
  }, 60_000);
});
