import { COTACAO_MESSAGES, PEDIDO_MESSAGES } from '@portal/shared/messages';
import { body, criar, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { ReceivedMail, SmtpTestServer } from '../support/smtp-test-server.js';
import { callerFor } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';

const replyTo = (mail: ReceivedMail) => /^Reply-To:\s*(.+)$/im.exec(mail.raw)?.[1].trim() ?? null;

// Probe F6: a cancelled order still offered Pix, and nobody on the customer's side was told.
describe('a cancelled order: no Pix, and the customer is told', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PUBLIC_URL: 'http://portal.test',
      PIX_KEY: 'pix@portal.test',
      PIX_MERCHANT_NAME: 'Portal de Cotacoes',
      PIX_MERCHANT_CITY: 'Sao Paulo',
    }));
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  /** A Pix quotation sent and accepted by the customer's login: its order, and the mails taken out. */
  async function aceita(): Promise<{ cotacao: number; pedido: number }> {
    const q = await criar(t, w, body(w, { meioPagamento: 'pix' }));
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    const res = await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).send({}).expect(200);
    await smtp.drained(t.db);
    smtp.messages.splice(0);
    return { cotacao: q.id, pedido: res.body.pedidoId as number };
  }

  it('refuses Pix with 409 once the order is cancelled, and mails every recipient of the customer', async () => {
    const { cotacao, pedido } = await aceita();
    await t.http.get(`/api/minhas-cotacoes/${cotacao}/pix`).set(w.clienteUser.auth).expect(200);
    await t.http.post(`/api/Pedidos/${pedido}/cancelar`).set(w.staff.auth).send({}).expect(200);

    const pix = await t.http.get(`/api/minhas-cotacoes/${cotacao}/pix`).set(w.clienteUser.auth).expect(409);
    expect(pix.body.message).toBe(COTACAO_MESSAGES.pixPedidoCancelado);
    const meu = await t.http.get(`/api/meus-pedidos/${pedido}`).set(w.clienteUser.auth).expect(200);
    expect(meu.body.status).toBe('cancelado');

    await smtp.drained(t.db);
    const para = smtp.messages.map((mail) => mail.to.join(',')).sort();
    const login = (await t.db.query('SELECT email FROM users WHERE id = $1', [w.clienteUser.user.id])).rows[0].email;
    expect(para).toEqual(['fin@padaria.com.br', login].sort());
    const mail = smtp.messages[0];
    expect(mail.subject).toMatch(/^Portal de Cotações: pedido nº \d+ cancelado \(cotação COT-\d{4}-\d{6}\)$/);
    expect(mail.text).toContain(`O pedido nº ${pedido} da cotação`);
    expect(mail.text).toContain('Nenhum pagamento é devido por ele');
    expect(mail.links).toContain(`http://portal.test/cliente/meus-pedidos/${pedido}`);
    expect(mail.text).not.toContain('Pix copia e cola');
  });

  // The notice asks whoever paid to answer it: like every quotation e-mail to the customer, the answer
  // goes to the quotation's salesperson, not to the mail account (nor to whoever cancelled it).
  it("replies to the accepted quotation's salesperson, whoever cancelled the order", async () => {
    const { pedido } = await aceita();
    const admin = await callerFor(t, 'ADMIN', { name: 'Ana Admin' });
    await t.http.post(`/api/Pedidos/${pedido}/cancelar`).set(admin.auth).send({}).expect(200);
    await smtp.drained(t.db);
    expect(smtp.messages).toHaveLength(2);
    for (const mail of smtp.messages) {
      expect(mail.subject).toContain(`pedido nº ${pedido} cancelado`);
      expect(replyTo(mail)).toBe(w.staff.user.email);
    }
  });

  // The text says who that salesperson is (a reply "to this e-mail" must not be a blind one), in the
  // quotation e-mails' words ('Vendedor: nome · e-mail · telefone'), the HTML escaping what they typed.
  it("names the accepted quotation's salesperson in the text and the HTML, escaped", async () => {
    const { pedido } = await aceita();
    await t.db.query('UPDATE users SET name = $1, phone_number = $2 WHERE id = $3', [
      `Vera <b>Vendas</b> & "Cia" d'Oeste`,
      '11955554444',
      w.staff.user.id,
    ]);
    const admin = await callerFor(t, 'ADMIN', { name: 'Ana Admin' });
    await t.http.post(`/api/Pedidos/${pedido}/cancelar`).set(admin.auth).send({}).expect(200);
    await smtp.drained(t.db);
    expect(smtp.messages).toHaveLength(2);
    const email = w.staff.user.email;
    for (const mail of smtp.messages) {
      expect(mail.text).toContain(`\n\nVendedor: Vera <b>Vendas</b> & "Cia" d'Oeste · ${email} · (11)95555-4444\n\n`);
      expect(mail.html).toContain(
        `<p>Vendedor: Vera &lt;b&gt;Vendas&lt;/b&gt; &amp; &quot;Cia&quot; d&#39;Oeste · ${email} · (11)95555-4444</p>`,
      );
      expect(mail.html).not.toContain('<b>');
      expect(replyTo(mail)).toBe(email);
    }
  });

  it('an invoiced order keeps its Pix (the installments are still to be paid) and sends no cancellation', async () => {
    const { cotacao, pedido } = await aceita();
    await t.http.post(`/api/Pedidos/${pedido}/faturar`).set(w.staff.auth).send({}).expect(200);
    await t.http.get(`/api/minhas-cotacoes/${cotacao}/pix`).set(w.clienteUser.auth).expect(200);
    const cancelar = await t.http.post(`/api/Pedidos/${pedido}/cancelar`).set(w.staff.auth).send({}).expect(409);
    expect(cancelar.body.message).toBe(PEDIDO_MESSAGES.jaFaturado);
    await smtp.drained(t.db);
    expect(smtp.messages).toEqual([]);
  });
});
