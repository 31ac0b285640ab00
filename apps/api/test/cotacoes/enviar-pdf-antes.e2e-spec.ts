import fc from 'fast-check';
import { COTACAO_MESSAGES as M, PDF_MESSAGES } from '@portal/shared/messages';
import { TRANSACAO } from '../../src/modules/cotacoes/cotacoes-base.service.js';
import { CotacaoPdfsRepository } from '../../src/modules/cotacoes/cotacao-pdfs.repository.js';
import { CotacoesRepository } from '../../src/modules/cotacoes/cotacoes.repository.js';
import { PdfRenderPool } from '../../src/modules/cotacoes/pdf/pdf-render-pool.js';
import { renderCotacaoPdf } from '../../src/modules/cotacoes/pdf/render-cotacao-pdf.js';
import { auditEntries } from '../support/backoffice-helpers.js';
import { mailJobs, until } from '../mail/mail-jobs.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { pdfPages } from './pdf-text.js';
import { body, criar, makeWorld, row, setNow, type Quote, type World } from './cotacoes-helpers.js';

const DUAS = [
  { dias: 0, percentual: 30 },
  { dias: 30, percentual: 70 },
];

// Issue 30: Enviar rendered its PDF inside its 15 s transaction; under load (32 downloads) the render
// waited for a worker past the timeout and the send answered 500. It now renders first, outside any
// transaction, admitted like a download (503 past the bound), and commits only what it rendered.
describe('Enviar renders its PDF before its transaction', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // One render at a time and one waiting: two downloads fill the pool.
    t = await createTestApp({ SMTP_URL: smtp.url, PDF_WORKERS: '1', PDF_FILA: '1' });
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * Holds every render the pool is asked for until `soltar()` (the render as slow as the test wants;
   * the render itself is the real one). Released after `limite` ms anyway, so a test never hangs.
   */
  function segurarRenders(limite: number) {
    const pool = t.app.get(PdfRenderPool);
    const original = pool.render;
    let soltar!: () => void;
    let pedidos = 0;
    const portao = new Promise<void>((resolve) => (soltar = resolve));
    const timer = setTimeout(soltar, limite);
    pool.render = (input, first) => {
      pedidos++;
      return portao.then(() => original.call(pool, input, first));
    };
    return {
      pedidos: () => pedidos,
      soltar: () => {
        clearTimeout(timer);
        soltar();
        pool.render = original;
      },
    };
  }

  const enviar = (id: number) =>
    t.http
      .post(`/api/Cotacoes/${id}/enviar`)
      .set(w.staff.auth)
      .send({})
      .then((r) => r);
  const transacoesAbertas = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      )
    ).rows[0].n;
  const guardado = async (id: number) =>
    (await t.db.query<{ conteudo: Buffer }>('SELECT conteudo FROM cotacao_pdfs WHERE cotacao_id = $1', [id])).rows[0]
      ?.conteudo;
  /** The text of a PDF rendered now from the quotation and customer as committed. */
  const textoDoEstado = async (id: number) => {
    const cotacao = (await t.app.get(CotacoesRepository).findById(id))!;
    const cliente = await t.app.get(CotacaoPdfsRepository).cliente(cotacao.clienteId);
    return pdfPages(await renderCotacaoPdf({ cotacao, cliente, company: t.config.company }));
  };
  const enviadas = async (id: number) =>
    (await auditEntries(t.db, 'COTACAO_ENVIADA')).filter((entry) => entry.data.idObject === id);

  /** What a refused send leaves: the draft as it was, no PDF stored, no e-mail queued, no history. */
  async function nadaMudou(q: Quote, emails: number) {
    expect((await row(t, q.id)).status).toBe('rascunho');
    expect(await guardado(q.id)).toBeUndefined();
    expect(await enviadas(q.id)).toEqual([]);
    expect((await mailJobs(t.db)).length).toBe(emails);
  }

  it('a render slower than the transaction timeout holds no transaction open and the send commits (not 500)', async () => {
    const q = await criar(t, w, { parcelas: DUAS });
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    const lento = segurarRenders(TRANSACAO.timeout + 5_000);
    const envio = enviar(q.id);
    await until(() => lento.pedidos() === 1);
    expect(await transacoesAbertas()).toBe(0);
    // Past the 15 s the transaction allows: had it been open, Prisma would have ended it (500).
    await new Promise((resolve) => setTimeout(resolve, TRANSACAO.timeout + 500));
    lento.soltar();
    const res = await envio;
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('enviada');
    // The stored PDF is the attachment, byte for byte, and prints the quotation as committed.
    const stored = (await guardado(q.id))!;
    const mail = await smtp.next('fin@padaria.com.br');
    expect(mail.attachments[0].content.equals(stored)).toBe(true);
    expect(await pdfPages(stored)).toEqual(await textoDoEstado(q.id));
  }, 60_000);

  it('a full render pool answers 503 with Retry-After and the message; nothing is sent, stored or queued', async () => {
    const q = await criar(t, w);
    const rascunho = await criar(t, w);
    await smtp.drained(t.db);
    const emails = (await mailJobs(t.db)).length;
    const cheio = segurarRenders(8_000);
    const downloads = [1, 2].map(() =>
      t.http
        .get(`/api/Cotacoes/${rascunho.id}/pdf`)
        .set(w.staff.auth)
        .responseType('blob')
        .then((r) => r),
    );
    await until(() => cheio.pedidos() === 2);
    // A send the transaction would refuse renders nothing: its own 409 message, even with the pool full.
    const semItens = await criar(t, w);
    await t.db.query('DELETE FROM cotacao_itens WHERE cotacao_id = $1', [semItens.id]);
    const recusado = await enviar(semItens.id);
    expect([recusado.status, recusado.body.message]).toEqual([409, M.enviarSemItens]);
    expect(cheio.pedidos()).toBe(2);
    const res = await enviar(q.id);
    cheio.soltar();
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toBe(PDF_MESSAGES.ocupado);
    await nadaMudou(q, emails);
    for (const download of await Promise.all(downloads)) expect(download.status).toBe(200);
    // With room again, the same send goes through.
    expect((await enviar(q.id)).status).toBe(200);
  }, 60_000);

  type Mudanca = 'nenhuma' | 'mesmoTexto' | 'quantidade' | 'cliente';
  const MUDA_O_PDF: Record<Mudanca, boolean> = { nenhuma: false, mesmoTexto: false, quantidade: true, cliente: true };

  it('what changes while the PDF renders decides: a printed change is a 409 with nothing saved lost, else the send commits what it rendered', async () => {
    let nomes = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Mudanca>('nenhuma', 'mesmoTexto', 'quantidade', 'cliente'),
        fc.integer({ min: 1, max: 40 }),
        async (mudanca, quantidade) => {
          const q = await criar(t, w, { parcelas: DUAS });
          await smtp.drained(t.db);
          const emails = (await mailJobs(t.db)).length;
          const render = segurarRenders(8_000);
          const envio = enviar(q.id);
          await until(() => render.pedidos() === 1);
          if (mudanca === 'mesmoTexto' || mudanca === 'quantidade') {
            const itens = (body(w).itens as { quantidade: number }[]).map((item, i) =>
              i === 0 && mudanca === 'quantidade' ? { ...item, quantidade: 2.5 + quantidade } : item,
            );
            const editado = { ...body(w, { parcelas: DUAS, itens }), versao: q.versao };
            await t.http.put(`/api/Cotacoes/${q.id}`).set(w.staff.auth).send(editado).expect(200);
          }
          if (mudanca === 'cliente')
            await t.db.query('UPDATE clientes SET nome = $2, atualizado_em = now() WHERE id = $1', [
              w.cliente,
              `Padaria Pão Quente ${++nomes}`,
            ]);
          render.soltar();
          const res = await envio;
          if (MUDA_O_PDF[mudanca]) {
            expect(res.status).toBe(409);
            expect(res.body.message).toBe(M.alteradaDuranteEnvio);
            await nadaMudou(q, emails);
            // The edit made meanwhile is kept.
            if (mudanca === 'quantidade') expect((await row(t, q.id)).versao).toBe(q.versao + 1);
          } else {
            expect(res.status).toBe(200);
            expect(await pdfPages((await guardado(q.id))!)).toEqual(await textoDoEstado(q.id));
            expect(await enviadas(q.id)).toHaveLength(1);
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
