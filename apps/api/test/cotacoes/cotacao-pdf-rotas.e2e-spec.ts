import { pdfPages } from './pdf-text.js';
import type { TestApp } from '../support/test-app.js';
import { criar, emStatus, useQuoteWorld, type World } from './cotacoes-helpers.js';

// GET /api/Cotacoes/{id}/pdf (staff) and /api/minhas-cotacoes/{id}/pdf (the customer's own only).
describe('quotation PDF routes', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('answers staff the PDF of a draft, marked as such, under the quotation number', async () => {
    const q = await criar(t, w);
    const res = await t.http.get(`/api/Cotacoes/${q.id}/pdf`).set(w.staff.auth).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${q.numero}.pdf"`);
    const [page] = await pdfPages(res.body as Buffer);
    expect(page).toContain(q.numero);
    expect(page).toContain('RASCUNHO');
  });

  it("answers a customer's user the PDF of their sent quotation, and 404 for drafts and other customers", async () => {
    const sent = await emStatus(t, w, 'enviada');
    const res = await t.http.get(`/api/minhas-cotacoes/${sent.id}/pdf`).set(w.clienteUser.auth).responseType('blob');
    expect(res.status).toBe(200);
    expect((await pdfPages(res.body as Buffer)).join('\n')).toContain('Padaria Pão Quente');

    const draft = await criar(t, w);
    await t.http.get(`/api/minhas-cotacoes/${draft.id}/pdf`).set(w.clienteUser.auth).expect(404);
    await t.http.get(`/api/minhas-cotacoes/${sent.id}/pdf`).set(w.outroUser.auth).expect(404);
    await t.http.get(`/api/Cotacoes/${sent.id}/pdf`).set(w.clienteUser.auth).expect(403);
    await t.http.get(`/api/Cotacoes/${sent.id}/pdf`).expect(401);
  });
});
