import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { criar, useQuoteWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';

// Probe 4, F10: the staff CSVs of orders (names, CPF/CNPJ) and of quotations (customer names) are reads
// of those customers' personal data, recorded like the customers' CSV: each exported customer's access
// report lists the export, and a customer left out of it does not.
describe('order and quotation CSV exports are recorded per customer (LGPD reads)', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  let semNada: number;
  let admin: Caller;
  beforeAll(async () => {
    admin = await callerFor(t, 'ADMIN');
    semNada = (await insertCliente(t.db, { nome: 'Zuleica Sem Pedido' })).id;
  });

  const STATUS = ['aberto', 'faturado', 'cancelado'] as const;
  const pedido = (clienteId: number, status: (typeof STATUS)[number]) =>
    t.db.query(
      `INSERT INTO pedidos (cliente_id, valor, data_emissao, status, cliente_nome, cliente_documento, faturado_em, cancelado_em)
       VALUES ($1, 10, now(), $2::text, 'Nome da época', '11222333000181',
               CASE WHEN $2::text = 'faturado' THEN now() END, CASE WHEN $2::text = 'cancelado' THEN now() END)`,
      [clienteId, status],
    );
  const ultimoLog = async () =>
    Number((await t.db.query('SELECT coalesce(max(id), 0) AS id FROM audit_logs')).rows[0].id);
  /** The customers whose record the reads logged after `desde` name, per via. */
  const lidos = async (desde: number, via: string) => {
    const { rows } = await t.db.query<{ data: { clienteIds: number[]; userId: number; email: string; ip: string } }>(
      `SELECT data FROM audit_logs WHERE id > $1 AND data->>'action' = 'DADOS_PESSOAIS_LIDOS' AND data->>'via' = $2`,
      [desde, via],
    );
    for (const { data } of rows)
      expect(data).toMatchObject({ userId: w.staff.user.id, email: w.staff.user.email, ip: expect.any(String) });
    return new Set(rows.flatMap((row) => row.data.clienteIds));
  };
  const acessos = async (clienteId: number) =>
    (await t.http.get(`/api/Clientes/${clienteId}/acessos`).set(admin.auth).expect(200)).body.data.map(
      (row: { via: string }) => row.via,
    );

  it('an order export: each exported customer lists it, the others do not', async () => {
    await pedido(w.cliente, 'aberto');
    await pedido(w.outroCliente, 'faturado');
    await t.http.get('/api/Pedidos/export').query({ cliente: 'Nome da' }).set(w.staff.auth).expect(200);
    await t.http.get('/api/Pedidos/export').query({ status: 'faturado' }).set(w.staff.auth).expect(200);
    expect(await acessos(w.cliente)).toEqual(['csv_pedidos']);
    expect(await acessos(w.outroCliente)).toEqual(['csv_pedidos', 'csv_pedidos']);
    expect(await acessos(semNada)).toEqual([]);
    const [entrada] = (
      await t.db.query(`SELECT message FROM audit_logs WHERE data->>'via' = 'csv_pedidos' ORDER BY id LIMIT 1`)
    ).rows;
    expect(entrada.message).toBe('Dados pessoais lidos: 2 clientes (exportação CSV de pedidos)');
  });

  it('a quotation export: the same, with via csv_cotacoes', async () => {
    await criar(t, w);
    const desde = await ultimoLog();
    await t.http.get('/api/Cotacoes/export').set(w.staff.auth).expect(200);
    expect(await lidos(desde, 'csv_cotacoes')).toEqual(new Set([w.cliente]));
    expect((await acessos(w.cliente))[0]).toBe('csv_cotacoes');
    expect(await acessos(semNada)).toEqual([]);
  });

  it('property: the customers recorded are exactly those of the exported rows', async () => {
    const clientes = [w.cliente, w.outroCliente, semNada];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...clientes), fc.constantFrom(...STATUS)), { maxLength: 6 }),
        fc.option(fc.constantFrom(...STATUS), { nil: undefined }),
        async (novos, status) => {
          for (const [clienteId, s] of novos) await pedido(clienteId, s);
          const desde = await ultimoLog();
          const csv = await t.http
            .get('/api/Pedidos/export')
            .query(status ? { status } : {})
            .set(w.staff.auth)
            .expect(200);
          const ids = csv.text
            .split('\r\n')
            .slice(1, -1)
            .map((linha) => Number(linha.split(';')[0]));
          const { rows } = await t.db.query<{ cliente_id: number }>(
            'SELECT DISTINCT cliente_id FROM pedidos WHERE id = ANY($1::int[])',
            [ids],
          );
          expect(await lidos(desde, 'csv_pedidos')).toEqual(new Set(rows.map((row) => row.cliente_id)));
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
