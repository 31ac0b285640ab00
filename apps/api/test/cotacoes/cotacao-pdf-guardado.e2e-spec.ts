import { CotacaoPdfsRepository } from '../../src/modules/cotacoes/cotacao-pdfs.repository.js';
import { pdfPages } from '../cotacoes-pdf/pdf-text.js';
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

  it('deletes the stored PDFs of given quotations (anonymisation), and a download renders them again', async () => {
    const a = await emStatus(t, w, 'enviada');
    const b = await emStatus(t, w, 'enviada');
    await renomear('Anônimo 47');
    expect(await t.app.get(CotacaoPdfsRepository).apagar([a.id, 999_999])).toBe(1);
    expect(await guardado(a.id)).toBeUndefined();
    expect(await guardado(b.id)).toBeDefined();
    const text = (await pdfPages(await baixar(a.id, true))).join('\n');
    expect(text).toContain('Anônimo 47');
    expect(text).not.toContain('Padaria Pão Quente');
    expect((await guardado(a.id))?.equals(await baixar(a.id))).toBe(true);
    expect(await t.app.get(CotacaoPdfsRepository).apagar([])).toBe(0);
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
});
