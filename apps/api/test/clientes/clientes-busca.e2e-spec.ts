import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// Name searches read clientes_busca, a narrow copy of clientes kept by statement triggers: it must
// equal its columns of clientes through bulk and single-row inserts, edits and deletes, and the
// search must answer the same totals and whole rows as the wide table would.
describe('clientes_busca', () => {
  let t: TestApp;
  let staff: Caller;

  beforeAll(async () => ({ t, caller: staff } = await startWithCaller('COMERCIAL')));
  afterAll(() => t.close());

  const projection = 'id, tipo_pessoa, status, nome, busca';
  const copyDiffers = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           (SELECT ${projection} FROM clientes EXCEPT ALL SELECT ${projection} FROM clientes_busca)
           UNION ALL
           (SELECT ${projection} FROM clientes_busca EXCEPT ALL SELECT ${projection} FROM clientes)) d`,
      )
    ).rows[0].n;
  const copySize = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clientes_busca')).rows[0].n;
  const search = async (query: string) => (await t.http.get(`/api/Clientes?${query}`).set(staff.auth).expect(200)).body;

  it('stays equal to clientes through bulk and single-row changes', async () => {
    await t.db.query(
      `INSERT INTO clientes (tipo_pessoa, nome, razao_social, cpf, status, cep, logradouro, numero, bairro, cidade, uf)
       SELECT CASE WHEN i % 3 = 0 THEN 'pj' ELSE 'pf' END, 'Cliente Busca ' || i, CASE WHEN i % 3 = 0 THEN 'Razão ' || i END,
              lpad((90000 + i)::text, 11, '0'), i % 4 <> 0, '01001000', 'RUA', '1', 'CENTRO', 'SAO PAULO', 'SP'
         FROM generate_series(1, 300) i`,
    );
    expect(await copySize()).toBeGreaterThanOrEqual(300);
    expect(await copyDiffers()).toBe(0);

    await t.db.query(`UPDATE clientes SET nome = 'Renomeado ' || id WHERE id % 5 = 0`);
    await t.db.query(`UPDATE clientes SET status = NOT status, tipo_pessoa = 'pj' WHERE id % 7 = 0`);
    await t.db.query(`UPDATE clientes SET razao_social = 'Acentuação Ímpar' WHERE id % 9 = 0`);
    await t.db.query(`UPDATE clientes SET logradouro = 'AVENIDA' WHERE id % 2 = 0`);
    await t.db.query(`DELETE FROM clientes WHERE id % 11 = 0`);
    expect(await copyDiffers()).toBe(0);

    // Through the API: a single-row edit of the name shows up in the next name search.
    const [first] = (await search('nome=Cliente%20Busca&pageSize=15')).data;
    await t.db.query(`UPDATE clientes SET nome = 'Zulmira Quixabeira' WHERE id = $1`, [first.id]);
    expect((await search('nome=quixabeira&statusfiltro=todos')).data.map((c: { id: number }) => c.id)).toEqual([
      first.id,
    ]);
    expect(await copyDiffers()).toBe(0);
  });

  it('answers the totals and whole rows of the wide table, for each status and tipo', async () => {
    for (const [query, where] of [
      ['nome=busca&statusfiltro=ativo', `busca LIKE '%busca%' AND status`],
      ['nome=busca&statusfiltro=inativo&tipo_pessoa=pj', `busca LIKE '%busca%' AND NOT status AND tipo_pessoa = 'pj'`],
      ['nome=impar&statusfiltro=todos', `busca LIKE '%impar%'`],
    ]) {
      const expected = await t.db.query<{ id: number; cidade: string }>(
        `SELECT id, cidade FROM clientes WHERE ${where} ORDER BY nome, id LIMIT 15`,
      );
      const total = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM clientes WHERE ${where}`)).rows[0]
        .n;
      const body = await search(`${query}&sortField=nome&sortDirection=asc&pageSize=15`);
      expect(total).toBeGreaterThan(0);
      expect({ query, total: body.totalCount }).toEqual({ query, total });
      // Whole rows (cidade is not in the narrow copy), in the wide table's order.
      expect(body.data.map((c: { id: number; cidade: string }) => ({ id: c.id, cidade: c.cidade }))).toEqual(
        expected.rows,
      );
    }
  });
});
