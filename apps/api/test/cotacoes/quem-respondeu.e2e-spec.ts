import { callerFor } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { body, criar, makeWorld, setNow, type World } from './cotacoes-helpers.js';

// Probe F3: every contact of a company read "Você aceitou esta cotação" when another contact had
// answered. The customer's quotation says who answered (respondidaPor), so the page can say it.
describe('GET /api/minhas-cotacoes/{id}: respondidaPor', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => t.close());

  async function enviada(): Promise<number> {
    const q = await criar(t, w, body(w));
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    return q.id;
  }

  it('names the contact who accepted or refused, to every contact of the customer; null while open', async () => {
    const bruno = await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Bruno Compras' });
    const aceita = await enviada();
    const aberta = await t.http.get(`/api/minhas-cotacoes/${aceita}`).set(bruno.auth).expect(200);
    expect(aberta.body.respondidaPor).toBeNull();
    await t.http.post(`/api/minhas-cotacoes/${aceita}/aceitar`).set(w.clienteUser.auth).send({}).expect(200);
    const recusada = await enviada();
    await t.http
      .post(`/api/minhas-cotacoes/${recusada}/recusar`)
      .set(bruno.auth)
      .send({ motivo: 'Preço alto' })
      .expect(200);

    for (const caller of [w.clienteUser, bruno]) {
      const a = await t.http.get(`/api/minhas-cotacoes/${aceita}`).set(caller.auth).expect(200);
      expect(a.body.respondidaPor).toEqual({ usuarioId: w.clienteUser.user.id, nome: 'Carla Cliente' });
      const r = await t.http.get(`/api/minhas-cotacoes/${recusada}`).set(caller.auth).expect(200);
      expect(r.body.respondidaPor).toEqual({ usuarioId: bruno.user.id, nome: 'Bruno Compras' });
    }
  });
});
