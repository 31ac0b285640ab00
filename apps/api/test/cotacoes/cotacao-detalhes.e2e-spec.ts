import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { TestApp } from '../support/test-app.js';
import { criar, emStatus, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Issue 26, finding 6: the smaller points, each reproduced through the API.
describe('quotations: the smaller points of issue 26', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('a draft with a product deactivated since cannot be sent (409 naming the SKU); reactivated, it can', async () => {
    const q = await criar(t, w);
    await t.db.query('UPDATE produtos SET status = false WHERE id = $1', [w.produtos[0]]);
    const { body } = await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(409);
    expect(body.message).toBe(M.enviarProdutoInativo(['CAB-001']));
    expect(body.message).toBe('O produto CAB-001 está inativo: troque a linha ou reative o cadastro antes de enviar.');
    const { rows } = await t.db.query('SELECT status, enviada_em FROM cotacoes WHERE id = $1', [q.id]);
    expect(rows[0]).toEqual({ status: 'rascunho', enviada_em: null });
    await t.db.query('UPDATE produtos SET status = true WHERE id = $1', [w.produtos[0]]);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
  });

  it('the history names revisions and copies by number, never by internal id', async () => {
    const enviada = await emStatus(t, w, 'enviada');
    const { body: nova } = await t.http.post(`/api/Cotacoes/${enviada.id}/revisar`).set(w.staff.auth).expect(201);
    expect(nova.historico.at(-1)).toMatchObject({ tipo: 'revisada', detalhe: 'Revisão 2, a partir da revisão 1' });
    const { body: copia } = await t.http
      .post(`/api/Cotacoes/${nova.id}/duplicar`)
      .set(w.staff.auth)
      .send({ clienteId: w.cliente })
      .expect(201);
    expect(copia.historico.at(-1)).toMatchObject({
      tipo: 'duplicada',
      detalhe: `Cópia de ${enviada.numero} (revisão 2)`,
    });
    for (const e of [...nova.historico, ...copia.historico]) expect(e.detalhe ?? '').not.toMatch(/\bid\b/);
  });

  it('the number search finds any part of the number, in any case', async () => {
    const q = await criar(t, w);
    const fim = q.numero.slice(-4); // "0007": the part people read out
    const search = (numero: string) => t.http.get('/api/Cotacoes').query({ numero }).set(w.staff.auth).expect(200);
    expect((await search(fim)).body.data.map((r: { id: number }) => r.id)).toContain(q.id);
    expect((await search(q.numero.slice(4, 12).toLowerCase())).body.data.map((r: { id: number }) => r.id)).toContain(
      q.id,
    );
    expect((await search('%')).body.totalCount).toBe(0);
  });

  it('the CSV prints the status as the screen reads it ("Substituída", not "substituida")', async () => {
    await emStatus(t, w, 'substituida');
    const response = await t.http
      .get('/api/Cotacoes/export')
      .query({ status: 'substituida' })
      .set(w.staff.auth)
      .expect(200);
    const linhas = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/)
      .slice(1);
    expect(linhas.length).toBeGreaterThan(0);
    for (const linha of linhas) expect(linha.split(';')[3]).toBe('Substituída');
  });
});
