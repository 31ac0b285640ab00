import { CotacoesScheduler } from '../../src/modules/cotacoes/cotacoes-scheduler.service.js';
import { pdfPages } from './pdf-text.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer, ReceivedMail } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, setNow, type World } from './cotacoes-helpers.js';

// Issue 26, finding 5: somebody is behind the quotation. The customer sees the salesperson's name,
// e-mail and phone (PDF, portal, e-mail); a reply to any quotation e-mail reaches them; subjects
// start with the company's name, not the portal's.
const replyTo = (mail: ReceivedMail) => /^Reply-To:\s*(.+)$/im.exec(mail.raw)?.[1].trim() ?? null;

describe('the salesperson behind the quotation', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ COMPANY_NAME: 'Tintas Aurora Ltda.' }));
    w = await makeWorld(t);
    await t.db.query(`UPDATE users SET phone_number = '11955554444' WHERE id = $1`, [w.staff.user.id]);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  it('the portal and the staff screen answer name, e-mail and phone of the quotation’s salesperson', async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    const vendedor = {
      vendedorNome: 'Vera Vendedora',
      vendedorEmail: w.staff.user.email,
      vendedorTelefone: '11955554444',
    };
    const portal = await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.clienteUser.auth).expect(200);
    expect(portal.body).toMatchObject(vendedor);
    const staff = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(staff.body).toMatchObject(vendedor);
  });

  beforeEach(async () => {
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    setNow(t.app, '2026-11-24T15:00:00Z');
  });

  it('Enviar: the subject starts with COMPANY_NAME, Reply-To is the salesperson, the e-mail and the PDF name them', async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    for (const to of ['fin@padaria.com.br', w.clienteUser.user.email]) {
      const mail = await smtp.next(to);
      expect(mail.subject).toBe(`Tintas Aurora Ltda.: cotação ${q.numero} de Padaria Pão Quente`);
      expect(replyTo(mail)).toBe(w.staff.user.email);
      expect(mail.text).toContain(`Vendedor: Vera Vendedora · ${w.staff.user.email} · (11)95555-4444`);
      const [page] = await pdfPages(mail.attachments[0].content);
      expect(page).toMatch(/VENDEDOR\nVera Vendedora +E-mail: \S+ +Telefone: \(11\)95555-4444/);
    }
    // The stored PDF, downloaded from the portal, is the one sent.
    const pdf = await t.http.get(`/api/minhas-cotacoes/${q.id}/pdf`).set(w.clienteUser.auth).buffer(true).expect(200);
    expect((await pdfPages(pdf.body as Buffer))[0]).toContain('Vera Vendedora');
  });

  it('the reminder and the cancellation also answer to the salesperson, under the company name', async () => {
    await t.db.query(`UPDATE cotacoes SET status = 'cancelada' WHERE status = 'enviada'`);
    const q = await criar(t, w, { validade: '2026-12-20' });
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    setNow(t.app, '2026-12-18T10:00:00Z');
    expect(await t.app.get(CotacoesScheduler).lembrar()).toEqual([q.id]);
    const lembrete = await smtp.next('fin@padaria.com.br');
    expect(lembrete.subject).toBe(`Tintas Aurora Ltda.: a cotação ${q.numero} vence em 20/12/2026`);
    expect(replyTo(lembrete)).toBe(w.staff.user.email);
    await smtp.drained(t.db);
    smtp.messages.length = 0;

    // Finding 6: cancelling a sent quotation tells the customer.
    await t.http.post(`/api/Cotacoes/${q.id}/cancelar`).set(w.staff.auth).expect(200);
    for (const to of ['fin@padaria.com.br', w.clienteUser.user.email]) {
      const aviso = await smtp.next(to);
      expect(aviso.subject).toBe(`Tintas Aurora Ltda.: a cotação ${q.numero} foi cancelada`);
      expect(aviso.text).toContain('foi cancelada e não pode mais ser aceita');
      expect(replyTo(aviso)).toBe(w.staff.user.email);
    }
  });

  it('the refusal reaches the salesperson under the company name, the reason with one full stop', async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    await t.http
      .post(`/api/minhas-cotacoes/${q.id}/recusar`)
      .set(w.clienteUser.auth)
      .send({ motivo: 'O frete está alto, podemos rever?' })
      .expect(200);
    const mail = await smtp.next(w.staff.user.email);
    expect(mail.subject).toBe(`Tintas Aurora Ltda.: cotação ${q.numero} recusada por Padaria Pão Quente`);
    expect(mail.text).toContain('Motivo: O frete está alto, podemos rever?\n');
  });
});
