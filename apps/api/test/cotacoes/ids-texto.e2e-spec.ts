import fc from 'fast-check';
import type { TestApp } from '../support/test-app.js';
import { body, criar, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Integer ids in a body take a number or its digits as text (docs/api.md "Tipos"), like roleId:
// one shared rule (validators/id-enviado.ts) for clienteId, itens[].produtoId and the duplicate's clienteId.
describe('quotations API: ids sent as digits in text', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const comoTexto = (id: number, pad: [string, string]) => `${pad[0]}${id}${pad[1]}`;
  const pad = fc.tuple(fc.constantFrom('', ' '), fc.constantFrom('', ' '));

  it('creates and duplicates with clienteId and produtoId as text, storing the same rows (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(pad, pad, async (a, b) => {
        const itens = [{ produtoId: comoTexto(w.produtos[1], b), quantidade: 1, precoUnitario: 10 }];
        const criada = await t.http
          .post('/api/Cotacoes')
          .set(w.staff.auth)
          .send(body(w, { clienteId: comoTexto(w.cliente, a), itens }));
        expect([criada.status, criada.body.message]).toEqual([201, undefined]);
        expect(criada.body).toMatchObject({ clienteId: w.cliente, itens: [{ produtoId: w.produtos[1] }] });

        const copia = await t.http
          .post(`/api/Cotacoes/${criada.body.id}/duplicar`)
          .set(w.staff.auth)
          .send({ clienteId: comoTexto(w.outroCliente, a) });
        expect([copia.status, copia.body.message]).toEqual([201, undefined]);
        const { rows } = await t.db.query('SELECT cliente_id FROM cotacoes WHERE id = $1', [copia.body.id]);
        expect(rows).toEqual([{ cliente_id: w.outroCliente }]);
      }),
      { numRuns: 4, seed: 20261126 },
    );
  }, 60_000);

  it.each([['1.5'], ['abc'], ['0'], ['-1'], ['']])('still refuses %j as the customer', async (clienteId) => {
    const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { clienteId }));
    expect(response.status).toBe(400);
    expect(response.body.errors?.clienteId?.[0] ?? response.body.message).toEqual(expect.any(String));
    const q = await criar(t, w);
    const dup = await t.http.post(`/api/Cotacoes/${q.id}/duplicar`).set(w.staff.auth).send({ clienteId });
    expect([dup.status, dup.body.errors?.clienteId]).toEqual([400, expect.any(Array)]);
  });
});
