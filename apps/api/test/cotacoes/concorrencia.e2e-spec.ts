import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { CotacoesJobsRepository } from '../../src/modules/cotacoes/cotacoes-jobs.repository.js';
import { callerFor } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { body, emStatus, pedidosDe, row, setNow, useQuoteWorld, type World } from './cotacoes-helpers.js';

describe('quotations under concurrency', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('50 concurrent creates get 50 distinct consecutive numbers', async () => {
    const before = await t.db.query(`SELECT coalesce(max(ultimo), 0) AS n FROM cotacoes_contador WHERE ano = 2026`);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const seqs = responses.map((r) => Number(r.body.numero.slice(-6))).sort((a, b) => a - b);
    const first = Number(before.rows[0].n) + 1;
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  });

  it('accept x accept (double click, two tabs, two users): one order, the other gets 409', async () => {
    const q = await emStatus(t, w, 'enviada');
    const segundo = await callerFor(t, 'CLIENTE', { clienteId: w.cliente });
    const callers = [w.clienteUser, w.clienteUser, segundo, w.clienteUser];
    const responses = await Promise.all(
      callers.map((c) => t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(c.auth)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = responses.find((r) => r.status === 200)!;
    for (const loser of responses.filter((r) => r.status === 409))
      expect(loser.body.message).toBe(M.responderStatus('aceita', 'aceita'));
    expect(await pedidosDe(t, q.id)).toEqual([{ id: winner.body.pedidoId, valor: '1295.04' }]);
  });

  it('accept x cancel: exactly one wins, with an order only if accept won', async () => {
    for (let round = 0; round < 4; round++) {
      const q = await emStatus(t, w, 'enviada');
      const [aceite, cancel] = await Promise.all([
        t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth),
        t.http.post(`/api/Cotacoes/${q.id}/cancelar`).set(w.staff.auth),
      ]);
      expect([aceite.status, cancel.status].sort()).toEqual([200, 409]);
      const final = await row(t, q.id);
      expect(final.status).toBe(aceite.status === 200 ? 'aceita' : 'cancelada');
      expect((await pedidosDe(t, q.id)).length).toBe(aceite.status === 200 ? 1 : 0);
      if (cancel.status === 409) expect(cancel.body.message).toBe(M.somenteEnviadaCancelar);
      else expect(aceite.body.message).toBe(M.responderStatus('aceita', 'cancelada'));
    }
  });

  it('accept x expiry job: exactly one wins', async () => {
    const q = await emStatus(t, w, 'enviada');
    // The validity ends at 2026-12-01 23:59:59.999 in Brasília; both run a millisecond later.
    await t.db.query(`UPDATE cotacoes SET validade = '2026-12-01' WHERE id = $1`, [q.id]);
    setNow(t.app, '2026-12-02T03:00:00.000Z');
    try {
      const jobs = t.app.get(CotacoesJobsRepository);
      const [aceite, vencidas] = await Promise.all([
        t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth),
        jobs.expireDue(new Date('2026-12-02T03:00:00.000Z')),
      ]);
      // Past validity, accept loses whether or not the job ran first.
      expect(aceite.status).toBe(409);
      expect(aceite.body.message).toMatch(/venceu em 01\/12\/2026|está expirada/);
      expect(vencidas.map((v) => v.id)).toContain(q.id);
      expect((await row(t, q.id)).status).toBe('expirada');
      expect(await pedidosDe(t, q.id)).toEqual([]);
    } finally {
      setNow(t.app, '2026-11-24T15:00:00Z');
    }
  });

  it('accept a millisecond before the end of validity races the job run at the same instant: one winner', async () => {
    const q = await emStatus(t, w, 'enviada');
    await t.db.query(`UPDATE cotacoes SET validade = '2026-11-24' WHERE id = $1`, [q.id]);
    setNow(t.app, '2026-11-25T02:59:59.999Z');
    const jobs = t.app.get(CotacoesJobsRepository);
    const [aceite, vencidas] = await Promise.all([
      t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth),
      jobs.expireDue(new Date('2026-11-25T02:59:59.999Z')),
    ]);
    expect(aceite.status).toBe(200);
    expect(vencidas.map((v) => v.id)).not.toContain(q.id);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });

  it('two concurrent edits of one version: one saves, the other gets the stale-version 409', async () => {
    const q = await emStatus(t, w, 'rascunho');
    const responses = await Promise.all(
      ['A', 'B'].map((obs) =>
        t.http
          .put(`/api/Cotacoes/${q.id}`)
          .set(w.staff.auth)
          .send(body(w, { versao: 1, observacoes: obs })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.status === 409)!.body.message).toBe(M.versaoStale);
    expect((await row(t, q.id)).versao).toBe(2);
  });

  it('two concurrent revisions of one number: one draft, the other 409', async () => {
    const q = await emStatus(t, w, 'enviada');
    const responses = await Promise.all(
      [1, 2].map(() => t.http.post(`/api/Cotacoes/${q.id}/revisar`).set(w.staff.auth)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await t.db.query(`SELECT revisao FROM cotacoes WHERE numero = $1 ORDER BY revisao`, [q.numero]);
    expect(rows.map((r) => r.revisao)).toEqual([1, 2]);
  });
});
