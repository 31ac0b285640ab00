import { CotacoesScheduler } from '../../src/modules/cotacoes/cotacoes-scheduler.service.js';
import { pdfPages } from './pdf-text.js';
import { auditEntries } from '../support/backoffice-helpers.js';
import { mailJobs } from '../mail/mail-jobs.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, setNow, type World } from './cotacoes-helpers.js';

describe('quotation e-mails through the queue', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  const enviar = async (extra: Record<string, unknown> = {}) => {
    const q = await criar(t, w, extra);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    return q;
  };

  it("Enviar e-mails the customer's users and billing address with the summary and the portal link", async () => {
    const q = await enviar();
    for (const to of ['fin@padaria.com.br', w.clienteUser.user.email]) {
      const mail = await smtp.next(to);
      expect(mail.subject).toBe(`Portal de Cotações: cotação ${q.numero} de Padaria Pão Quente`);
      expect(mail.text).toContain('Total: R$ 1.295,04');
      expect(mail.text).toContain('Itens: 2');
      expect(mail.text).toContain('Válida até: 09/12/2026');
      // The billing address has no login yet: its link is the invitation that ends on the quotation (issue 26).
      expect(mail.links).toEqual([
        to === 'fin@padaria.com.br'
          ? expect.stringMatching(
              new RegExp(
                `^http://portal\\.test/reset-password\\?userId=\\d+&token=[^&]+&next=%2Fcliente%2Fminhas-cotacoes%2F${q.id}$`,
              ),
            )
          : `http://portal.test/cliente/minhas-cotacoes/${q.id}`,
      ]);
      // The PDF goes attached, rendered as sent (no draft warning).
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        [`${q.numero}.pdf`, 'application/pdf'],
      ]);
      const [page] = await pdfPages(mail.attachments[0].content);
      expect(page).toContain(q.numero);
      expect(page).toContain('Padaria Pão Quente');
      expect(page).toContain('R$ 1.295,04');
      expect(page).not.toContain('RASCUNHO');
    }
    const history = (await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth)).body.historico;
    expect(history.at(-1)).toMatchObject({ tipo: 'enviada', detalhe: expect.stringContaining('fin@padaria.com.br') });
  });

  it('a refused Enviar queues nothing', async () => {
    const q = await criar(t, w);
    await t.db.query(`UPDATE cotacoes SET validade = '2026-11-01' WHERE id = $1`, [q.id]);
    await smtp.drained(t.db);
    const before = (await mailJobs(t.db)).length;
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(409);
    expect((await mailJobs(t.db)).length).toBe(before);
  });

  it('acceptance and refusal e-mail the salesperson', async () => {
    const a = await enviar();
    const r = await enviar();
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    const { body } = await t.http.post(`/api/minhas-cotacoes/${a.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    const aceite = await smtp.next(w.staff.user.email);
    expect(aceite.subject).toBe(`Portal de Cotações: cotação ${a.numero} aceita por Padaria Pão Quente`);
    expect(aceite.text).toContain(
      `aceitou a cotação ${a.numero} de Padaria Pão Quente. O pedido ${body.pedidoId} foi criado.`,
    );
    await t.http
      .post(`/api/minhas-cotacoes/${r.id}/recusar`)
      .set(w.clienteUser.auth)
      .send({ motivo: 'Prazo longo' })
      .expect(200);
    const recusa = await smtp.next(w.staff.user.email);
    expect(recusa.text).toContain('Motivo: Prazo longo.');
  });

  it('the reminder job e-mails once, two days before expiry; the expiry job audits what it marks', async () => {
    await t.db.query(`UPDATE cotacoes SET status = 'cancelada' WHERE status = 'enviada'`);
    const q = await enviar({ validade: '2026-12-20' });
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    const agenda = t.app.get(CotacoesScheduler);
    setNow(t.app, '2026-12-18T10:00:00Z');
    expect(await agenda.lembrar()).toEqual([q.id]);
    expect(await agenda.lembrar()).toEqual([]);
    const lembrete = await smtp.next('fin@padaria.com.br');
    expect(lembrete.subject).toBe(`Portal de Cotações: a cotação ${q.numero} vence em 20/12/2026`);
    await smtp.drained(t.db);
    expect(smtp.to('fin@padaria.com.br')).toHaveLength(0);
    setNow(t.app, '2026-12-21T03:00:00Z');
    expect(await agenda.expireDue()).toEqual([q.id]);
    expect((await auditEntries(t.db, 'COTACAO_EXPIRADA')).at(-1)?.message).toBe(
      `Cotação expirada: ${q.numero} rev. 1 (id ${q.id})`,
    );
  });
});
