import { insertCliente } from '@portal/test-support';
import { CotacoesScheduler } from '../../src/modules/cotacoes/cotacoes-scheduler.service.js';
import { linkParams } from '../accounts/helpers.js';
import { body, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

// Issue 26: the two invitations a person without a password gets, read as received (real SMTP):
// staff's from the customer modal, and the one inside the quotation reminder.
describe('invitation e-mails', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpTestServer;
  const SENHA = 'Convite-forte-26';

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PUBLIC_URL: 'http://portal.test',
      COMPANY_NAME: 'Tintas Aurora Ltda.',
    }));
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  const entrar = async (email: string) => {
    const { body: sessao } = await t.http.post('/api/auth/login').send({ email, password: SENHA }).expect(200);
    return { Authorization: `Bearer ${sessao.token as string}` };
  };

  it('"Acesso ao portal": the e-mail names the company, the customer and what the person can do there', async () => {
    await t.http
      .post(`/api/Clientes/${w.cliente}/usuarios`)
      .set(w.staff.auth)
      .send({ nome: 'Bruno Compras', email: 'bruno@padaria.com.br' })
      .expect(201);
    const mail = await smtp.next('bruno@padaria.com.br');
    expect(mail.subject).toBe('Tintas Aurora Ltda.: seu acesso ao portal de cotações de Padaria Pão Quente');
    expect(mail.text).toContain('Olá, Bruno Compras!');
    expect(mail.text).toContain(
      'Tintas Aurora Ltda. deu a você acesso ao portal de cotações como contato de Padaria Pão Quente. ' +
        'No portal você vê as cotações enviadas a Padaria Pão Quente e o PDF de cada uma, aceita ou recusa, ' +
        'escreve suas dúvidas ao vendedor e acompanha os pedidos.',
    );
    expect(mail.text).toContain('use "Esqueci minha senha" na página de entrada');
    expect(mail.text.trimEnd().endsWith('— Tintas Aurora Ltda.')).toBe(true);
    expect(mail.html).toContain('>Definir senha e entrar no portal</a>');
    expect(mail.text).not.toContain('Sua conta no Portal de Cotações está pronta');

    // The link sets the password; the person signs in and sees the company's quotations.
    const { url, userId, token } = linkParams(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/reset-password');
    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA }).expect(200);
    await t.http
      .get('/api/minhas-cotacoes')
      .set(await entrar('bruno@padaria.com.br'))
      .expect(200);
  });

  it('the reminder invites a recipient who has not set a password yet; its link sets it and lands on the quotation', async () => {
    const { id: clienteId } = await insertCliente(t.db, {
      tipo_pessoa: 'pj',
      nome: 'Metalúrgica Lembrada',
      email_faturamento: 'compras@lembrada.com.br',
    });
    const criada = await t.http
      .post('/api/Cotacoes')
      .set(w.staff.auth)
      .send(body(w, { clienteId, validade: '2026-12-20' }))
      .expect(201);
    const id = criada.body.id as number;
    await t.http.post(`/api/Cotacoes/${id}/enviar`).set(w.staff.auth).send({}).expect(200);
    const envio = linkParams(await smtp.next('compras@lembrada.com.br'));

    // Nobody used the sending's invitation; two days before expiry the reminder brings a new one.
    setNow(t.app, '2026-12-18T10:00:00Z');
    expect(await t.app.get(CotacoesScheduler).lembrar()).toContain(id);
    const lembrete = await smtp.next('compras@lembrada.com.br');
    expect(lembrete.subject).toMatch(/^Tintas Aurora Ltda\.: a cotação .+ vence em 20\/12\/2026$/);
    expect(lembrete.text).toContain('Você ainda não tem senha no portal');
    expect(lembrete.html).toContain('>Definir senha e ver a cotação</a>');
    const { url, userId, token } = linkParams(lembrete);
    expect(userId).toBe(envio.userId);
    expect(url.searchParams.get('next')).toBe(`/cliente/minhas-cotacoes/${id}`);
    // One link at a time: the sending's is void now.
    const velho = await t.http.get('/api/auth/check-reset-token').query({ userId, token: envio.token }).expect(200);
    expect(velho.body.valid).toBe(false);

    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA }).expect(200);
    const auth = await entrar('compras@lembrada.com.br');
    const cotacao = await t.http.get(url.searchParams.get('next')!.replace('/cliente/', '/api/')).set(auth).expect(200);
    expect(cotacao.body).toMatchObject({ id, status: 'enviada' });
    await t.http.post(`/api/minhas-cotacoes/${id}/aceitar`).set(auth).send({}).expect(200);
  });
});
