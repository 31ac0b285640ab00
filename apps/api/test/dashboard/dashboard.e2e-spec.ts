import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let admin: string;
  let comercial: string;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertUser(t.db, 'ADMIN');
    const c = await insertUser(t.db, 'COMERCIAL');
    await insertUser(t.db, 'COMERCIAL', { status: 0 });
    admin = await tokenFor(t.app, a, 'ADMIN');
    comercial = await tokenFor(t.app, c, 'COMERCIAL');
    // 30 customers spread over the last 15 months (some outside the 12-month window), some inactive.
    await t.db.query(`
      INSERT INTO clientes (tipo_pessoa, nome, cpf, cnpj, status, cep, logradouro, numero, bairro, cidade, uf, criado_em)
      SELECT CASE WHEN i % 3 = 0 THEN 'pj' ELSE 'pf' END, 'Cliente ' || i,
             CASE WHEN i % 3 <> 0 THEN lpad(i::text, 11, '0') END, CASE WHEN i % 3 = 0 THEN lpad(i::text, 14, '0') END,
             i % 5 <> 0, '01310100', 'RUA A', '1', 'CENTRO', 'SÃO PAULO', 'SP',
             now() - (i % 15) * interval '1 month' - interval '1 hour'
        FROM generate_series(1, 30) i`);
    // A move between months keeps the series right (the trigger moves the count).
    await t.db.query(`UPDATE clientes SET criado_em = now() - interval '40 days' WHERE nome = 'Cliente 15'`);
    await t.db.query(`DELETE FROM clientes WHERE nome = 'Cliente 16'`);
    await t.db.query(`
      INSERT INTO produtos (sku, tipo, nome, status)
      VALUES ('P1', 'p', 'Produto 1', true), ('P2', 'p', 'Produto 2', true), ('P3', 'p', 'Produto 3', false),
             ('S1', 's', 'Serviço 1', true)`);
    for (let i = 0; i < 12; i++) {
      await t.db.query(`INSERT INTO audit_logs (message, data) VALUES ($1, $2)`, [
        `Evento ${i}`,
        { action: 'TESTE', i },
      ]);
    }
  });
  afterAll(() => t.close());

  const get = (token?: string) => {
    const request = t.http.get('/api/dashboard');
    return token ? request.set('Authorization', `Bearer ${token}`) : request;
  };

  it('gives ADMIN the figures, the 12-month series and the last 10 audit entries, as the database counts them', async () => {
    const { body } = await get(admin).expect(200);
    const active = await t.db.query(
      `SELECT count(*) FILTER (WHERE tipo_pessoa = 'pf')::int AS pf, count(*) FILTER (WHERE tipo_pessoa = 'pj')::int AS pj
         FROM clientes WHERE status`,
    );
    expect(body.clientesAtivos).toEqual(active.rows[0]);
    expect(body.produtosAtivos).toEqual({ produtos: 2, servicos: 1 });
    const staff = await t.db.query(
      `SELECT count(*) FILTER (WHERE r.normalized_name = 'ADMIN')::int AS admin,
              count(*) FILTER (WHERE r.normalized_name = 'COMERCIAL')::int AS comercial
         FROM users u JOIN roles r ON r.id = u.role_id WHERE u.status = 1`,
    );
    expect(body.usuariosInternosAtivos).toEqual(staff.rows[0]);

    const months = await t.db.query(`
      SELECT to_char(m, 'YYYY-MM') AS mes,
             (SELECT count(*)::int FROM clientes c
               WHERE to_char(c.criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = to_char(m, 'YYYY-MM')) AS total
        FROM generate_series(date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - interval '11 months',
                             date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo'), interval '1 month') m
       ORDER BY 1`);
    expect(body.novosClientesPorMes).toHaveLength(12);
    expect(body.novosClientesPorMes).toEqual(months.rows);
    expect(body.novosClientesPorMes.reduce((sum: number, m: { total: number }) => sum + m.total, 0)).toBeGreaterThan(
      15,
    );

    const logs = await t.db.query(`SELECT message FROM audit_logs ORDER BY "timestamp" DESC, id DESC LIMIT 10`);
    expect(body.ultimosLogs.map((l: { message: string }) => l.message)).toEqual(logs.rows.map((r) => r.message));
    expect(body.ultimosLogs[0]).toEqual({
      timestamp: expect.any(String),
      message: logs.rows[0].message,
      data: expect.any(Object),
    });
  });

  it('gives COMERCIAL the same figures without the audit entries', async () => {
    const { body } = await get(comercial).expect(200);
    expect(Object.keys(body).sort()).toEqual([
      'clientesAtivos',
      'cotacoes',
      'novosClientesPorMes',
      'produtosAtivos',
      'usuariosInternosAtivos',
    ]);
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    await get().expect(401);
    const cliente = await insertUser(t.db, 'CLIENTE');
    await get(await tokenFor(t.app, cliente, 'CLIENTE')).expect(403);
  });
});
