import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { traced, type Sent } from '../support/pool-trace.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { emStatus, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';

/**
 * Issue 30: the hot by-id reads are built and compiled once, and sent as named prepared statements
 * (planned once per connection, decisoes/0005), with the same answers.
 */
describe('by-id reads: compiled once, prepared statements', () => {
  let t: TestApp;
  let staff: Caller;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    w = await makeWorld(t);
  });
  afterAll(() => t.close());

  const warm = () => t.http.get('/api/auth/is-authenticated').set(staff.auth).expect(200);

  /** Two reads of `path`: each one named statement, the same name and text, nothing compiled. */
  async function prepared(path: string, caller: Caller = staff): Promise<Sent> {
    await t.http.get(path).set(caller.auth).expect(200);
    const first = await traced(() => t.http.get(path).set(caller.auth).expect(200));
    const second = await traced(() => t.http.get(path).set(caller.auth).expect(200));
    expect(first.sent).toHaveLength(1);
    expect(first.sent[0].name).toEqual(expect.any(String));
    expect(second.sent).toEqual(first.sent);
    expect([first.compiled, second.compiled]).toEqual([0, 0]);
    return first.sent[0];
  }

  it('GET /api/Produtos/{id}: produtos_por_id, the row as the API answers it', async () => {
    const [produto] = (
      await t.db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome, preco, ipi_percentual, descricao)
         VALUES ('SKU-P1', 's', 'Instalação', 1234.50, 7.25, 'Mão de obra') RETURNING id`,
      )
    ).rows;
    await warm();
    const sent = await prepared(`/api/Produtos/${produto.id}`);
    // On the pool's own connections, planned as PostgreSQL chooses (not the generic pool: decisoes/0011).
    expect(sent).toEqual({
      name: 'produtos_por_id',
      text: expect.stringMatching(/from "produtos" where "id" = \$1$/),
      values: [produto.id],
      generico: false,
    });
    const answer = await t.http.get(`/api/Produtos/${produto.id}`).set(staff.auth).expect(200);
    expect(answer.body).toEqual({
      id: produto.id,
      sku: 'SKU-P1',
      tipo: 's',
      nome: 'Instalação',
      status: true,
      descricao: 'Mão de obra',
      preco: 1234.5,
      unidade: expect.any(String),
      ncm: null,
      ipiPercentual: 7.25,
      criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      versao: 0,
    });
    await t.http.get('/api/Produtos/999999').set(staff.auth).expect(404);
  });

  it('GET /api/Clientes/{id}: cliente_por_id_registrado_na_sessao, one access record per read', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Ana Preparada' });
    await warm();
    const sent = await prepared(`/api/Clientes/${id}`);
    // A warm session is checked in parallel: the record is written under it (ParallelSessionCheck).
    expect(sent.name).toBe('cliente_por_id_registrado_na_sessao');
    expect(sent.text).toMatch(/^WITH lido AS \(select .* from "clientes" as "c" where "c"."id" = \$1\)/);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' AND (data->>'clienteId')::int = $1`,
      [id],
    );
    // The warm-up read and the two traced ones.
    expect(rows[0].n).toBe(3);
  });

  it('GET /api/Cotacoes/{id}: cotacao_por_id (staff) and cotacao_do_cliente (the customer)', async () => {
    const q = await emStatus(t, w, 'enviada');
    await t.http.get('/api/auth/is-authenticated').set(w.staff.auth).expect(200);
    expect((await prepared(`/api/Cotacoes/${q.id}`, w.staff)).name).toBe('cotacao_por_id');
    await t.http.get('/api/auth/is-authenticated').set(w.clienteUser.auth).expect(200);
    expect((await prepared(`/api/minhas-cotacoes/${q.id}`, w.clienteUser)).name).toBe('cotacao_do_cliente');
    // Another customer's quotation stays out of sight with the same statement.
    await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.outroUser.auth).expect(404);
  });

  it('any id: the prepared read answers as the same row read by a fresh statement, 404 when missing', async () => {
    const ids = await Promise.all(
      ['p', 's', 'p'].map(
        async (tipo, n) =>
          (
            await t.db.query<{ id: number }>(
              `INSERT INTO produtos (sku, tipo, nome, preco) VALUES ($1, $2, $3, $4) RETURNING id`,
              [`SKU-F${n}`, tipo, `Produto ${n}`, n === 2 ? null : `${n}9.9${n}`],
            )
          ).rows[0].id,
      ),
    );
    await warm();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2_000_000 })), async (id) => {
        const answer = await t.http.get(`/api/Produtos/${id}`).set(staff.auth);
        const { rows } = await t.db.query<Record<string, unknown>>(
          `SELECT id, sku, tipo, nome, status, descricao, preco::float8 AS preco, unidade, ncm, criado_em, versao,
                  ipi_percentual::float8 AS "ipiPercentual" FROM produtos WHERE id = $1`,
          [id],
        );
        if (!rows.length) return void expect(answer.status).toBe(404);
        expect(answer.status).toBe(200);
        expect(answer.text).toBe(JSON.stringify({ ...rows[0], criado_em: (rows[0].criado_em as Date).toISOString() }));
      }),
      { numRuns: 25 },
    );
  });
});
