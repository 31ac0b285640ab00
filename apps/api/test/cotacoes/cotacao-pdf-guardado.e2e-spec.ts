import { callerFor } from '../support/backoffice-helpers.js';
import { pdfPages } from './pdf-text.js';
import type { TestApp } from '../support/test-app.js';
import { criar, emStatus, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Issue 25: a sent quotation's PDF is rendered once, when it is sent, and served as it was sent.
describe('stored PDF of a sent quotation', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const baixar = async (id: number, cliente = false) => {
    const res = await t.http
      .get(cliente ? `/api/minhas-cotacoes/${id}/pdf` : `/api/Cotacoes/${id}/pdf`)
      .set(cliente ? w.clienteUser.auth : w.staff.auth)
      .responseType('blob');
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const guardado = async (id: number) =>
    (await t.db.query<{ conteudo: Buffer }>('SELECT conteudo FROM cotacao_pdfs WHERE cotacao_id = $1', [id])).rows[0]
      ?.conteudo;
  const renomear = (nome: string) => t.db.query('UPDATE clientes SET nome = $2 WHERE id = $1', [w.cliente, nome]);

  afterEach(() => renomear('Padaria Pão Quente'));

  it('stores the PDF in the Enviar transaction and serves those bytes to staff and customer alike', async () => {
    const q = await emStatus(t, w, 'enviada');
    const stored = await guardado(q.id);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await baixar(q.id)).equals(stored!)).toBe(true);
    expect((await baixar(q.id, true)).equals(stored!)).toBe(true);
  });

  it('keeps the document as sent when the customer record or the status changes afterwards', async () => {
    const q = await emStatus(t, w, 'enviada');
    await renomear('Padaria Nova Geração');
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    const text = (await pdfPages(await baixar(q.id))).join('\n');
    expect(text).toContain('Padaria Pão Quente');
    expect(text).not.toContain('Padaria Nova Geração');
  });

  it('renders and stores once the PDF of a quotation sent before PDFs were stored; never stores a draft', async () => {
    const antiga = await emStatus(t, w, 'enviada');
    await t.db.query('DELETE FROM cotacao_pdfs WHERE cotacao_id = $1', [antiga.id]);
    const first = await baixar(antiga.id, true);
    expect((await guardado(antiga.id))?.equals(first)).toBe(true);
    expect((await baixar(antiga.id)).equals(first)).toBe(true);

    const rascunho = await criar(t, w);
    await baixar(rascunho.id);
    expect(await guardado(rascunho.id)).toBeUndefined();
  });

  // Last: it leaves the world's customer anonymised (inactive).
  it('anonymising the customer deletes its stored PDFs only, and a download renders the anonymised record', async () => {
    const a = await emStatus(t, w, 'enviada');
    const deOutro = await criar(t, w, { clienteId: w.outroCliente });
    await t.http.post(`/api/Cotacoes/${deOutro.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    const outroAntes = await guardado(deOutro.id);
    const admin = await callerFor(t, 'ADMIN');
    await t.http
      .post(`/api/Clientes/${w.cliente}/anonimizar`)
      .set(admin.auth)
      .send({ motivo: 'Pedido do titular' })
      .expect(200);
    expect(await guardado(a.id)).toBeUndefined();
    expect((await guardado(deOutro.id))?.equals(outroAntes!)).toBe(true);
    const text = (await pdfPages(await baixar(a.id))).join('\n');
    expect(text).toContain(`anonimo-${w.cliente}`);
    expect(text).not.toContain('Padaria Pão Quente');
    expect((await guardado(a.id))?.equals(await baixar(a.id))).toBe(true);
  });
});
