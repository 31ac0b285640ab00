import fc from 'fast-check';
import pg from 'pg';
import { SYNC_STATEMENT } from '../../src/database/notification-listener.js';
import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { criar, makeWorld } from '../cotacoes/cotacoes-helpers.js';

const until = async (what: string, check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** What is sent to PostgreSQL and when it answers, in order, while `run` is in flight ('barrier' or 'read'). */
async function tripsOf(run: () => Promise<unknown>): Promise<string[]> {
  const trips: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const kind =
      text === SYNC_STATEMENT
        ? 'barrier'
        : /from "(produtos|clientes|cotacoes)" as "c"|from "(produtos|clientes)"/i.test(text)
          ? 'read'
          : undefined;
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (kind) {
      trips.push(`${kind} sent`);
      void (result as Promise<unknown>).then(() => trips.push(`${kind} answered`));
    }
    return result;
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return trips;
}

/**
 * Issue 30: a by-id read whose session the cache holds is sent to PostgreSQL while the LISTEN barrier
 * is in flight (ParallelSessionCheck), and still answers nothing before the barrier is back: a session
 * ended before the request started gets 401 and no body.
 */
describe('session barrier in parallel with the read', () => {
  let t: TestApp;
  let produtoId: number;
  let clienteId: number;
  let cotacaoId: number;
  const cache = () =>
    t.app.get(SessionCache) as unknown as { listener: { client: { connection: { stream: NodeJS.ReadableStream } } } };

  beforeAll(async () => {
    t = await createTestApp();
    produtoId = (
      await t.db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome) VALUES ('SKU-P', 'p', 'Porca') RETURNING id`,
      )
    ).rows[0].id;
    clienteId = (await insertCliente(t.db, { nome: 'Ana Titular' })).id;
    cotacaoId = (await criar(t, await makeWorld(t))).id;
    await until('escutando', () => t.app.get(SessionCache).enabled);
  });
  afterAll(() => t.close());

  const jtiOf = (caller: Caller) =>
    JSON.parse(Buffer.from(caller.auth.Authorization.split('.')[1], 'base64url').toString()).jti as string;
  const read = (caller: Caller, id = produtoId) => t.http.get(`/api/Produtos/${id}`).set(caller.auth);
  const readCliente = (caller: Caller, id = clienteId) => t.http.get(`/api/Clientes/${id}`).set(caller.auth);
  const readCotacao = (caller: Caller, id = cotacaoId) => t.http.get(`/api/Cotacoes/${id}`).set(caller.auth);
  const records = async (caller: Caller) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' AND (data->>'userId')::int = $1`,
          [caller.user.id],
        )
      ).rows[0].n,
    );

  /**
   * `change` committed while the listening connection's socket is paused (its NOTIFY, and the answer
   * to the barrier, wait unread), then the read: the cache still holds the session when the request
   * arrives, so only the barrier can tell.
   */
  async function readAfter(
    caller: Caller,
    change: (() => Promise<unknown>) | undefined,
    id = produtoId,
    reader: typeof read = read,
  ) {
    const stream = cache().listener.client.connection.stream;
    stream.pause();
    try {
      if (change) await change();
      const answer = reader(caller, id).then((r) => r);
      // The read's statement goes (and is answered) while the barrier's answer is held.
      await new Promise((r) => setTimeout(r, 30));
      stream.resume();
      return await answer;
    } finally {
      stream.resume();
    }
  }

  it('the read is sent before the barrier is answered, and the answer waits for it', async () => {
    const staff = await callerFor(t, 'COMERCIAL');
    await read(staff).expect(200);
    const trips = await tripsOf(() => read(staff).expect(200));
    expect(trips.indexOf('read sent')).toBeLessThan(trips.indexOf('barrier answered'));
    expect(trips.filter((trip) => trip.endsWith('sent'))).toEqual(
      expect.arrayContaining(['barrier sent', 'read sent']),
    );
  });

  it.each(['produto', 'cotacao'] as const)(
    'a session revoked before the request: 401 and no %s, though the read ran',
    async (route) => {
      const staff = await callerFor(t, 'COMERCIAL');
      const [reader, id] = route === 'produto' ? [read, produtoId] : [readCotacao, cotacaoId];
      await reader(staff).expect(200);
      const answer = await readAfter(
        staff,
        () =>
          t.db.query(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, now() + interval '1 hour')`, [
            jtiOf(staff),
          ]),
        id,
        reader,
      );
      expect([answer.status, answer.body]).toEqual([
        401,
        { message: 'Não autenticado.', requestId: expect.any(String) },
      ]);
      await reader(staff).expect(401);
    },
  );

  it('a missing product for a deactivated account: 401, not the 404', async () => {
    const staff = await callerFor(t, 'COMERCIAL');
    await read(staff).expect(200);
    const answer = await readAfter(
      staff,
      () => t.db.query('UPDATE users SET status = 0 WHERE id = $1', [staff.user.id]),
      999_999,
    );
    expect(answer.status).toBe(401);
  });

  it('GET /api/Clientes/{id}: the read and its record go before the barrier is answered; one record', async () => {
    const staff = await callerFor(t, 'COMERCIAL');
    await readCliente(staff).expect(200);
    const trips = await tripsOf(() => readCliente(staff).expect(200));
    expect(trips.indexOf('read sent')).toBeLessThan(trips.indexOf('barrier answered'));
    expect(await records(staff)).toBe(2);
  });

  it('GET /api/Clientes/{id} by a session revoked before the request: 401, no customer, no record', async () => {
    const staff = await callerFor(t, 'COMERCIAL');
    await readCliente(staff).expect(200);
    const answer = await readAfter(
      staff,
      () =>
        t.db.query(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, now() + interval '1 hour')`, [
          jtiOf(staff),
        ]),
      clienteId,
      readCliente,
    );
    expect([answer.status, answer.body]).toEqual([401, { message: 'Não autenticado.', requestId: expect.any(String) }]);
    expect(await records(staff)).toBe(1);
  });

  it('GET /api/Cotacoes/{id}: the read goes before the barrier is answered', async () => {
    const staff = await callerFor(t, 'COMERCIAL');
    await readCotacao(staff).expect(200);
    const trips = await tripsOf(() => readCotacao(staff).expect(200));
    expect(trips.indexOf('read sent')).toBeGreaterThanOrEqual(0);
    expect(trips.indexOf('read sent')).toBeLessThan(trips.indexOf('barrier answered'));
  });

  it('any change committed before the request is seen by it, whatever the route reads', async () => {
    const changes = {
      none: undefined,
      revoke: (c: Caller) =>
        `INSERT INTO revoked_sessions (jti, expires_at) VALUES ('${jtiOf(c)}', now() + interval '1 hour')`,
      deactivate: (c: Caller) => `UPDATE users SET status = 0 WHERE id = ${c.user.id}`,
      endSessions: (c: Caller) =>
        `UPDATE users SET sessions_valid_after = now() + interval '1 second' WHERE id = ${c.user.id}`,
      customerRole: (c: Caller) =>
        `UPDATE users SET role_id = (SELECT id FROM roles WHERE normalized_name = 'CLIENTE'), cliente_id = NULL WHERE id = ${c.user.id}`,
      rename: (c: Caller) => `UPDATE users SET name = 'Outro Nome' WHERE id = ${c.user.id}`,
    };
    // A role taken away is 403 when checked first, 401 when the read already ran: refused either way.
    const expected = { none: 200, revoke: 401, deactivate: 401, endSessions: 401, customerRole: 403, rename: 200 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(changes) as (keyof typeof changes)[])),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('produto', 'cliente', 'cotacao'),
        async (change, paused, exists, route) => {
          const staff = await callerFor(t, 'COMERCIAL');
          const cliente = route === 'cliente';
          const reader = { produto: read, cliente: readCliente, cotacao: readCotacao }[route];
          await reader(staff).expect(200);
          const sql = changes[change]?.(staff);
          const run = sql ? () => t.db.query(sql) : undefined;
          const id = exists ? { produto: produtoId, cliente: clienteId, cotacao: cotacaoId }[route] : 999_999;
          const answer = paused ? await readAfter(staff, run, id, reader) : (await run?.(), await reader(staff, id));
          const status = expected[change] === 200 ? (exists ? 200 : 404) : expected[change];
          if (change === 'customerRole') expect([401, 403]).toContain(answer.status);
          else expect(answer.status).toBe(status);
          if (status === 200) expect(answer.body.id).toBe(id);
          else expect([answer.body.nome, answer.body.itens]).toEqual([undefined, undefined]);
          // Each customer answered carries exactly one record; a refused read none.
          if (cliente) expect(await records(staff)).toBe(1 + (answer.status === 200 ? 1 : 0));
        },
      ),
      { numRuns: 36 },
    );
  });
});
