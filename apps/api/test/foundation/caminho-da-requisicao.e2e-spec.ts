import crypto from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { PrismaService } from '../../src/database/prisma.service.js';
import { HealthService } from '../../src/modules/health/health.service.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What the app's own pool sends to PostgreSQL while `run` is in flight (the job queue's polls left out). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (!/pgboss|pg_stat|pg_catalog/i.test(text)) sent.push(text.replace(/\s+/g, ' ').trim());
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** How many HMACs the process computes while `run` is in flight (jsonwebtoken signs and verifies with one). */
async function hmacsOf(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const original = crypto.createHmac;
  crypto.createHmac = ((...args: Parameters<typeof original>) => {
    count++;
    return original(...args);
  }) as typeof original;
  try {
    await run();
  } finally {
    crypto.createHmac = original;
  }
  return count;
}

/**
 * Issue 30: the per-request path. With the session cache warm, a by-id read is ONE statement, and
 * the customer read writes its personal-data access record in that same statement (same commit).
 */
describe('round trips per request', () => {
  let t: TestApp;
  let staff: Caller;
  let produtoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    produtoId = (
      await t.db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome) VALUES ('SKU-1', 'p', 'Parafuso') RETURNING id`,
      )
    ).rows[0].id;
  });
  afterAll(() => t.close());

  const warm = () => t.http.get('/api/auth/is-authenticated').set(staff.auth).expect(200);
  const leituras = async () =>
    (
      await t.db.query<{ message: string; data: Record<string, unknown> }>(
        `SELECT message, data FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' ORDER BY id`,
      )
    ).rows;

  it('a session check with the cache warm asks the database nothing', async () => {
    await warm();
    expect(await statementsOf(warm)).toEqual([]);
  });

  it("a session token's signature is checked once, not on every request", async () => {
    await warm();
    expect(await hmacsOf(warm)).toBe(0);
    // A token whose signature does not match is still refused, every time.
    const [head, body, signature] = staff.auth.Authorization.split('.');
    const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++)
      await t.http.get('/api/auth/is-authenticated').set({ Authorization: forged }).expect(401);
  });

  it('GET /api/health: requests that arrive while a check is in flight share its one SELECT 1', async () => {
    // Every pool connection taken: the first check waits for one until all eight callers have asked.
    const pool = t.app.get(PrismaService).pool;
    const health = t.app.get(HealthService);
    const databaseUp = health.databaseUp.bind(health);
    let asked = 0;
    health.databaseUp = () => {
      asked++;
      return databaseUp();
    };
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const sent = await statementsOf(async () => {
        const answers = Promise.all(Array.from({ length: 8 }, () => t.http.get('/api/health')));
        await until(() => asked === 8);
        for (const client of held.splice(0)) client.release();
        for (const answer of await answers)
          expect([answer.status, answer.body]).toEqual([200, { status: 'ok', database: 'up' }]);
      });
      expect(sent.filter((text) => text === 'SELECT 1')).toHaveLength(1);
    } finally {
      for (const client of held) client.release();
      health.databaseUp = databaseUp;
    }
    // Once answered, the next check asks the database again (nothing is cached).
    expect(await statementsOf(() => t.http.get('/api/health').expect(200))).toEqual(['SELECT 1']);
  });

  it('GET /api/Produtos/{id}: one statement', async () => {
    await warm();
    const sent = await statementsOf(() => t.http.get(`/api/Produtos/${produtoId}`).set(staff.auth).expect(200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "produtos"/i);
  });

  it('GET /api/Clientes/{id}: the read and its access record in one statement, the row as before', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Ana Titular' });
    await warm();
    const before = (await leituras()).length;
    const sent = await statementsOf(() => t.http.get(`/api/Clientes/${id}`).set(staff.auth).expect(200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      /^WITH lido AS \(select .* from "clientes" as "c" where "c"."id" = \$1\), acesso AS \(INSERT INTO audit_logs/,
    );
    const rows = await leituras();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      message: `Dados pessoais lidos: cliente id ${id} (ficha do cliente)`,
      data: {
        action: 'DADOS_PESSOAIS_LIDOS',
        userId: staff.user.id,
        idObject: id,
        email: staff.user.email,
        ip: expect.any(String),
        clienteId: id,
        via: 'modal',
      },
    });
  });

  it('every read of an existing customer leaves exactly one record; a missing one leaves none', async () => {
    const existing = await Promise.all([1, 2, 3].map((n) => insertCliente(t.db, { nome: `Cliente ${n}` })));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...existing.map((c) => c.id)), fc.integer({ min: 900_000, max: 999_999 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (ids) => {
          const before = (await leituras()).length;
          const answers = await Promise.all(ids.map((id) => t.http.get(`/api/Clientes/${id}`).set(staff.auth)));
          const found = answers.filter((a) => a.status === 200);
          expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
          for (const answer of found) expect(answer.body.nome).toMatch(/^Cliente \d$/);
          const after = await leituras();
          expect(after).toHaveLength(before + found.length);
          expect(
            after
              .slice(before)
              .map((r) => r.data.clienteId)
              .sort(),
          ).toEqual(found.map((a) => a.body.id).sort());
        },
      ),
      { numRuns: 10 },
    );
  });
});
