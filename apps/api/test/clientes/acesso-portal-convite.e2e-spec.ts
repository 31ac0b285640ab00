import { insertCliente } from '@portal/test-support';
import { linkParams } from '../accounts/helpers.js';
import { body, makeWorld, row, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { auditEntries, callerFor } from '../support/backoffice-helpers.js';

// Issue 26: the quotation e-mail reaches a person who can answer. A recipient who cannot sign in
// yet (the billing address of a staff-registered customer) gets "Definir senha e ver a cotação".
describe('quotation e-mail invitation', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpTestServer;
  const SENHA = 'Faturamento-forte-26';

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_URL: 'http://portal.test' }));
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  async function enviar(clienteId: number): Promise<number> {
    const criada = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { clienteId })).expect(201);
    await t.http.post(`/api/Cotacoes/${criada.body.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    return criada.body.id as number;
  }

  it('a staff-registered customer with only a billing e-mail: invited in the e-mail, sets a password, signs in and accepts', async () => {
    const { id: clienteId } = await insertCliente(t.db, {
      tipo_pessoa: 'pj',
      nome: 'Metalúrgica Sem Login',
      email_faturamento: 'Compras@Metalurgica.com.br',
    });
    const cotacao = await enviar(clienteId);
    const mail = await smtp.next('compras@metalurgica.com.br');
    expect(mail.text).toContain('Você ainda não tem senha no portal');
    expect(mail.html).toContain('Definir senha e ver a cotação');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const { url, userId, token } = linkParams(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/reset-password');
    expect(url.searchParams.get('next')).toBe(`/cliente/minhas-cotacoes/${cotacao}`);

    // The login now exists, for this customer, waiting for its password.
    const lista = await t.http.get(`/api/Clientes/${clienteId}/usuarios`).set(w.staff.auth).expect(200);
    expect(lista.body).toEqual([
      expect.objectContaining({
        id: Number(userId),
        nome: 'Metalúrgica Sem Login',
        email: 'compras@metalurgica.com.br',
        ativo: true,
        senhaDefinida: false,
      }),
    ]);
    const [audit] = await auditEntries(t.db, 'CLIENTE_ACESSO_CONCEDIDO');
    expect(audit.data).toMatchObject({ clienteId, cotacaoId: cotacao, idObject: Number(userId) });

    await t.http.get('/api/auth/check-reset-token').query({ userId, token }).expect(200, { valid: true, reason: null });
    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA }).expect(200);
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'compras@metalurgica.com.br', password: SENHA })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token as string}` };
    await t.http.get(`/api/minhas-cotacoes/${cotacao}`).set(auth).expect(200);
    await t.http.post(`/api/minhas-cotacoes/${cotacao}/aceitar`).set(auth).send({}).expect(200);
    expect((await row(t, cotacao)).status).toBe('aceita');
    // The acceptance confirmation (issue 29) comes first, pointing at the order.
    const confirmacao = await smtp.next('compras@metalurgica.com.br');
    expect(confirmacao.links[0]).toMatch(/^http:\/\/portal\.test\/cliente\/meus-pedidos\/\d+$/);

    // Now it can sign in: the next quotation e-mail is the plain one, and no second login appears.
    await enviar(clienteId);
    const segundo = await smtp.next('compras@metalurgica.com.br');
    expect(segundo.text).not.toContain('Você ainda não tem senha no portal');
    expect(segundo.links[0]).toMatch(/^http:\/\/portal\.test\/cliente\/minhas-cotacoes\/\d+$/);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM users WHERE cliente_id = $1', [clienteId]);
    expect(rows[0].n).toBe(1);
  });

  it('never invites a revoked login or an address that is another account', async () => {
    // Billing e-mail = the login of a staff member: the PDF without invitation nor link, no login created
    // for the customer (a contact of the customer can answer, so the send goes; probe F2).
    const { id: clienteId } = await insertCliente(t.db, {
      tipo_pessoa: 'pj',
      nome: 'Cliente Com Email Da Equipe',
      email_faturamento: (await t.db.query('SELECT email FROM users WHERE id = $1', [w.staff.user.id])).rows[0].email,
    });
    await callerFor(t, 'CLIENTE', { clienteId, name: 'Contato Que Responde' });
    await enviar(clienteId);
    const staffEmail = (await t.db.query('SELECT email FROM users WHERE id = $1', [w.staff.user.id])).rows[0].email;
    // The salesperson's own notices from the tests above go to the same address: this customer's quotation.
    await smtp.drained(t.db);
    const mail = smtp.to(staffEmail).find((m) => m.subject.includes('de Cliente Com Email Da Equipe'));
    expect(mail?.text).not.toContain('Você ainda não tem senha no portal');
    expect(mail?.links).toEqual([]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM users WHERE cliente_id = $1', [clienteId]);
    expect(rows[0].n).toBe(1);

    // A revoked contact of the customer whose address is also the billing e-mail: not brought back.
    const { id: outro } = await insertCliente(t.db, { tipo_pessoa: 'pf', email_faturamento: 'rita@casa.com.br' });
    const convite = await t.http
      .post(`/api/Clientes/${outro}/usuarios`)
      .set(w.staff.auth)
      .send({ nome: 'Rita Revogada', email: 'rita@casa.com.br' })
      .expect(201);
    await smtp.next('rita@casa.com.br');
    await t.http.delete(`/api/Clientes/${outro}/usuarios/${convite.body.id}`).set(w.staff.auth).expect(200);
    await callerFor(t, 'CLIENTE', { clienteId: outro, name: 'Outro Contato' });
    await enviar(outro);
    const plain = await smtp.next('rita@casa.com.br');
    expect(plain.text).not.toContain('Você ainda não tem senha no portal');
    expect(plain.links).toEqual([]);
    const { rows: rita } = await t.db.query('SELECT status FROM users WHERE id = $1', [convite.body.id]);
    expect(rita).toEqual([{ status: 0 }]);
  });
});
