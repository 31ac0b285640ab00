import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// The default search reads its total from clientes_contagem; the triggers must keep it exact
// through inserts, updates (status and tipo) and deletes, single-row and bulk alike.
describe('clientes_contagem', () => {
  let t: TestApp;
  let staff: Caller;

  beforeAll(async () => ({ t, caller: staff } = await startWithCaller('COMERCIAL')));
  afterAll(() => t.close());

  const counters = async () =>
    (
      await t.db.query<{ tipo_pessoa: string; status: boolean; total: string }>(
        'SELECT tipo_pessoa, status, total FROM clientes_contagem ORDER BY 1, 2',
      )
    ).rows.map((r) => [r.tipo_pessoa, r.status, Number(r.total)]);
  const actual = async () =>
    (
      await t.db.query<{ tipo_pessoa: string; status: boolean; n: number }>(
        `SELECT k.tipo_pessoa, k.status, count(c.id)::int AS n FROM clientes_contagem k
           LEFT JOIN clientes c ON c.tipo_pessoa = k.tipo_pessoa AND c.status = k.status GROUP BY 1, 2 ORDER BY 1, 2`,
      )
    ).rows.map((r) => [r.tipo_pessoa, r.status, r.n]);
  const total = async (query: string) =>
    (await t.http.get(`/api/Clientes?${query}`).set(staff.auth).expect(200)).body.totalCount;

  it('stays equal to count(*) through bulk and single-row changes, and the search reports it', async () => {
    await t.db.query(
      `INSERT INTO clientes (tipo_pessoa, nome, cpf, status, cep, logradouro, numero, bairro, cidade, uf)
       SELECT CASE WHEN i % 3 = 0 THEN 'pj' ELSE 'pf' END, 'CLIENTE ' || i, lpad(i::text, 11, '0'), i % 4 <> 0,
              '01001000', 'RUA', '1', 'CENTRO', 'SAO PAULO', 'SP'
         FROM generate_series(1, 200) i`,
    );
    expect(await counters()).toEqual(await actual());
    await t.db.query(`UPDATE clientes SET status = NOT status WHERE id % 5 = 0`);
    await t.db.query(`UPDATE clientes SET tipo_pessoa = 'pj' WHERE id % 7 = 0 AND tipo_pessoa = 'pf'`);
    await t.db.query(`DELETE FROM clientes WHERE id % 11 = 0`);
    await t.db.query(`DELETE FROM clientes WHERE id = (SELECT min(id) FROM clientes)`);
    expect(await counters()).toEqual(await actual());

    const ativos = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clientes WHERE status')).rows[0].n;
    const pjInativos = (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clientes WHERE NOT status AND tipo_pessoa = 'pj'`)
    ).rows[0].n;
    expect(await total('statusfiltro=ativo')).toBe(ativos);
    expect(await total('statusfiltro=inativo&tipo_pessoa=pj')).toBe(pjInativos);
    expect(await total('statusfiltro=todos')).toBe(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).rows[0].n,
    );
  });
});
