import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { TestApp } from '../support/test-app.js';
import { emStatus, pedidosDe, row, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Issue 25, finding 11: an inactive customer still accepted quotations and got orders. Inactive is
// the customer's record (clientes.status false); its users stay active: they sign in and read their
// history, but cannot answer.
describe('an inactive customer', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const inativar = (status: boolean) =>
    t.db.query(`UPDATE clientes SET status = $2 WHERE id = $1`, [w.cliente, status]);
  afterEach(() => inativar(true));

  it('signs in and reads the list, the quotation and its PDF', async () => {
    const q = await emStatus(t, w, 'enviada');
    await inativar(false);
    const login = await t.http
      .post('/api/Auth/login')
      .send({ email: w.clienteUser.user.email, password: w.clienteUser.user.password })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const lista = await t.http.get('/api/minhas-cotacoes').set(auth).expect(200);
    expect(lista.body.data.map((c: { id: number }) => c.id)).toContain(q.id);
    const detalhe = await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(auth).expect(200);
    // clienteAtivo tells the page why Aceitar and Recusar are not offered.
    expect(detalhe.body).toMatchObject({ id: q.id, status: 'enviada', clienteAtivo: false });
    await t.http.get(`/api/minhas-cotacoes/${q.id}/pdf`).set(auth).expect(200);
  });

  it.each([
    ['aceitar', 'aceita'],
    ['recusar', 'recusada'],
  ] as const)(
    'cannot %s (409 with the reason; nothing changes, no order, no audit entry)',
    async (acao, participio) => {
      const q = await emStatus(t, w, 'enviada');
      await inativar(false);
      const audit = (await t.db.query(`SELECT count(*)::int AS n FROM audit_logs`)).rows[0].n;
      const response = await t.http.post(`/api/minhas-cotacoes/${q.id}/${acao}`).set(w.clienteUser.auth).expect(409);
      expect(response.body.message).toBe(M.clienteInativoResponder(participio));
      expect(await row(t, q.id)).toMatchObject({ status: 'enviada', versao: q.versao });
      expect(await pedidosDe(t, q.id)).toEqual([]);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_logs`)).rows[0].n).toBe(audit);
    },
  );

  it('answers again once reactivated', async () => {
    const q = await emStatus(t, w, 'enviada');
    await inativar(false);
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(409);
    await inativar(true);
    const aceite = await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    expect(await pedidosDe(t, q.id)).toEqual([{ id: aceite.body.pedidoId, valor: '1295.04' }]);
  });

  it('a quotation that is no longer open still says why it is closed, not that the customer is inactive', async () => {
    const q = await emStatus(t, w, 'cancelada');
    await inativar(false);
    const response = await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(409);
    expect(response.body.message).toBe(M.responderStatus('aceita', 'cancelada'));
  });
});
