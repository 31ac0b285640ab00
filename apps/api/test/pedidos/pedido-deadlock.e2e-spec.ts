import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceUnavailableException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { databaseErrorToHttp } from '../../src/common/filters/database-errors.js';
import type { TestApp } from '../support/test-app.js';
import { emStatus, useQuoteWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// t-dead: a request whose transaction PostgreSQL picks to lose a deadlock (40P01), as an accept did
// against an upgrade's migration, is a 503 in Portuguese with nothing saved, not a 500.
describe('an order move that loses a deadlock', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('answers 503 with the Portuguese message; the order and the audit trail are as before', async () => {
    const q = await emStatus(t, w, 'aceita');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM pedidos WHERE cotacao_id = $1', [q.id]);
    const pedidoId = rows[0].id;
    const outro = await t.db.connect();
    try {
      // The request updates its order, then waits to write its audit entry; this transaction then asks
      // for that order: a cycle in which the request waited first, so it is the one PostgreSQL ends.
      await outro.query('BEGIN');
      await outro.query('LOCK TABLE audit_logs IN SHARE MODE');
      const resposta = t.http
        .post(`/api/Pedidos/${pedidoId}/faturar`)
        .set(w.staff.auth)
        .send({})
        .then((r) => r);
      for (let i = 0; i < 500; i++) {
        const espera = await t.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (espera.rows.length) break;
        await sleep(10);
      }
      const ordem = outro.query('UPDATE pedidos SET atualizado_em = atualizado_em WHERE id = $1', [pedidoId]);
      const r = await resposta;
      await ordem;
      await outro.query('ROLLBACK');

      expect(r.status).toBe(503);
      expect(r.body.message).toBe(SERVER_MESSAGES.concurrentConflict);
      expect(r.headers['retry-after']).toBeDefined();
    } finally {
      outro.release();
    }
    const depois = await t.db.query('SELECT status FROM pedidos WHERE id = $1', [pedidoId]);
    expect(depois.rows).toEqual([{ status: 'aberto' }]);
    const trilha = await t.db.query(
      `SELECT 1 FROM audit_logs WHERE data->>'action' = 'PEDIDO_FATURADO' AND (data->>'idObject')::int = $1`,
      [pedidoId],
    );
    expect(trilha.rows).toEqual([]);
    // Tried again, it goes through.
    expect((await t.http.post(`/api/Pedidos/${pedidoId}/faturar`).set(w.staff.auth).send({})).status).toBe(200);
  }, 30_000);

  it('a serialization failure (40001) between two transactions is the same 503', async () => {
    const [a, b] = [await t.db.connect(), await t.db.connect()];
    try {
      for (const c of [a, b]) {
        await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await c.query('SELECT count(*) FROM pedidos');
      }
      const { rows } = await a.query<{ id: number }>('UPDATE pedidos SET atualizado_em = now() RETURNING id');
      expect(rows.length).toBeGreaterThan(0);
      const perdeu = b.query('UPDATE pedidos SET atualizado_em = now()').catch((error: unknown) => error);
      await a.query('COMMIT');
      const error = await perdeu;
      await b.query('ROLLBACK');
      expect((error as { code?: string }).code).toBe('40001');
      expect(databaseErrorToHttp(error)).toEqual(new ServiceUnavailableException(SERVER_MESSAGES.concurrentConflict));
    } finally {
      a.release();
      b.release();
    }
  });
});
