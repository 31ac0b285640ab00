import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { CotacoesJobsRepository } from '../../src/modules/cotacoes/cotacoes-jobs.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { criar, makeWorld, row, setNow, type World } from './cotacoes-helpers.js';

// The validity date ends at 23:59:59.999 in America/Sao_Paulo (UTC-3, no daylight saving since 2019).
describe('quotation validity in America/Sao_Paulo, with the app clock', () => {
  let t: TestApp;
  let w: World;
  let jobs: CotacoesJobsRepository;

  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t);
    jobs = t.app.get(CotacoesJobsRepository);
  });
  afterAll(() => t.close());

  async function enviada(validade: string, sentAt = '2026-11-24T15:00:00Z') {
    setNow(t.app, sentAt);
    const q = await criar(t, w, { validade });
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    return q;
  }
  const aceitar = (id: number) => t.http.post(`/api/minhas-cotacoes/${id}/aceitar`).set(w.clienteUser.auth);

  it('defaults validade to today in Brasília + 15 days, and numbers by the Brasília year', async () => {
    setNow(t.app, '2027-01-01T02:59:59.000Z'); // 31/12/2026 23:59:59 in Brasília
    const late = await criar(t, w, { validade: undefined });
    expect(late).toMatchObject({ validade: '2027-01-15', numero: expect.stringMatching(/^COT-2026-/) });
    setNow(t.app, '2027-01-01T03:00:00.000Z');
    const first = await criar(t, w, { validade: undefined });
    expect(first).toMatchObject({ validade: '2027-01-16', numero: 'COT-2027-000001' });
  });

  it('accepts at 23:59:59.999 of the validity day and refuses one millisecond later, even before any job runs', async () => {
    const a = await enviada('2026-11-30');
    const b = await enviada('2026-11-30');
    setNow(t.app, '2026-12-01T02:59:59.999Z');
    await aceitar(a.id).expect(200);
    setNow(t.app, '2026-12-01T03:00:00.000Z');
    const late = await aceitar(b.id).expect(409);
    expect(late.body.message).toBe(M.respondeVencida('aceita', '30/11/2026'));
    const refuse = await t.http
      .post(`/api/minhas-cotacoes/${b.id}/recusar`)
      .set(w.clienteUser.auth)
      .send({})
      .expect(409);
    expect(refuse.body.message).toBe(M.respondeVencida('recusada', '30/11/2026'));
    expect((await row(t, b.id)).status).toBe('enviada');
  });

  it('Enviar refuses a draft whose validity day has ended in Brasília', async () => {
    setNow(t.app, '2026-11-24T15:00:00Z');
    const q = await criar(t, w, { validade: '2026-11-30' });
    setNow(t.app, '2026-12-01T02:59:59.999Z');
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    setNow(t.app, '2026-11-24T15:00:00Z');
    const r = await criar(t, w, { validade: '2026-11-30' });
    setNow(t.app, '2026-12-01T03:00:00.000Z');
    const refused = await t.http.post(`/api/Cotacoes/${r.id}/enviar`).set(w.staff.auth).expect(409);
    expect(refused.body.message).toBe(M.validadePassada);
  });

  it('expireDue marks sent quotations after their last day, once, with a history entry', async () => {
    await t.db.query(`UPDATE cotacoes SET status = 'cancelada' WHERE status = 'enviada'`);
    const q = await enviada('2026-12-10');
    expect(await jobs.expireDue(new Date('2026-12-11T02:59:59.999Z'))).toEqual([]);
    const vencidas = await jobs.expireDue(new Date('2026-12-11T03:00:00.000Z'));
    expect(vencidas).toEqual([{ id: q.id, numero: q.numero, revisao: 1, clienteId: w.cliente }]);
    expect(await jobs.expireDue(new Date('2026-12-12T03:00:00.000Z'))).toEqual([]);
    const { rows } = await t.db.query(`SELECT tipo, em FROM cotacao_eventos WHERE cotacao_id = $1 ORDER BY id`, [q.id]);
    expect(rows.map((e) => e.tipo)).toEqual(['criada', 'enviada', 'expirada']);
    expect((await row(t, q.id)).status).toBe('expirada');
  });

  it('dueReminders picks an unanswered quotation once, two days before it expires', async () => {
    await t.db.query(`UPDATE cotacoes SET status = 'cancelada' WHERE status = 'enviada'`);
    const q = await enviada('2026-12-20', '2026-12-01T15:00:00Z');
    // Sent the day before the reminder day: no reminder (the customer just got it).
    const fresh = await enviada('2026-12-20', '2026-12-18T15:00:00Z');
    expect(await jobs.dueReminders(new Date('2026-12-18T02:59:59.999Z'))).toEqual([]);
    const due = await jobs.dueReminders(new Date('2026-12-18T03:00:00.000Z'));
    expect(due).toEqual([
      expect.objectContaining({
        id: q.id,
        numero: q.numero,
        validade: '2026-12-20',
        total: '1295.04',
        clienteNome: 'Padaria Pão Quente',
      }),
    ]);
    expect(await jobs.dueReminders(new Date('2026-12-19T12:00:00.000Z'))).toEqual([]);
    expect(due.map((d) => d.id)).not.toContain(fresh.id);
  });

  it('the order table keeps one order per quotation whatever writes it', async () => {
    const q = await enviada('2026-12-30');
    setNow(t.app, '2026-12-01T12:00:00Z');
    const { body } = await aceitar(q.id).expect(200);
    await expect(
      t.db.query(
        `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero) VALUES ($1, 1, now(), $2, $3)`,
        [w.cliente, q.id, q.numero],
      ),
    ).rejects.toThrow(/pedidos_cotacao_(id|numero)_key/);
    const { rows } = await t.db.query(`SELECT id FROM pedidos WHERE cotacao_id = $1`, [q.id]);
    expect(rows).toEqual([{ id: body.pedidoId }]);
  });
});
