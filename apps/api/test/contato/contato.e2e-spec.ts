import { auditOf } from '../accounts/helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import { callerFor } from '../support/backoffice-helpers.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

const SENT = { message: 'Mensagem enviada com sucesso! Responderemos em breve.' };
const CONTACT = 'vendas@empresa.test';

describe('POST /api/public/contato', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      CONTACT_EMAIL: CONTACT,
      CONTACT_PHONE: '(21) 3000-1234',
      CONTACT_ADDRESS: 'Rua do Teste, 10 - Rio de Janeiro - RJ',
      PUBLIC_FORM_MAX_PER_HOUR: '4',
      TRUST_PROXY: 'true',
    }));
  });
  afterAll(() => closeAll(smtp, t));

  const send = (body: object, ip = '10.8.0.1') =>
    t.http.post('/api/public/contato').set('X-Forwarded-For', ip).send(body);
  const rows = async () =>
    (await t.db.query('SELECT nome, email, telefone, mensagem, ip FROM contatos ORDER BY id')).rows;

  it('serves the contact details from the configuration', async () => {
    const config = await t.http.get('/api/public/config').expect(200);
    expect(config.body.contact).toEqual({
      email: CONTACT,
      phone: '(21) 3000-1234',
      address: 'Rua do Teste, 10 - Rio de Janeiro - RJ',
    });
  });

  it('stores the message, e-mails it to CONTACT_EMAIL with a reply-to, and audits it', async () => {
    const answer = await send(
      {
        nome: ' Maria  Cliente ',
        email: 'Maria@Exemplo.com.br',
        telefone: '(11) 98765-4321',
        mensagem: 'Quero uma cotação <b>já</b>; obrigado.',
      },
      '10.8.1.1',
    ).expect(200);
    expect(answer.body).toEqual(SENT);
    expect(await rows()).toEqual([
      {
        nome: 'Maria Cliente',
        email: 'maria@exemplo.com.br',
        telefone: '11987654321',
        mensagem: 'Quero uma cotação <b>já</b>; obrigado.',
        ip: '10.8.1.1',
      },
    ]);
    const mail = await smtp.next(CONTACT);
    expect(mail.subject).toBe('Portal de Cotações: mensagem de Maria Cliente pelo Fale conosco');
    expect(mail.text).toContain('E-mail: maria@exemplo.com.br');
    expect(mail.text).toContain('Telefone: 11987654321');
    expect(mail.text).toContain('Quero uma cotação <b>já</b>; obrigado.');
    expect(mail.html).toContain('&lt;b&gt;já&lt;/b&gt;');
    expect(mail.raw).toMatch(/^Reply-To: maria@exemplo\.com\.br/im);
    const [entry] = await auditOf(t.db, 'CONTATO_RECEBIDO');
    expect(entry.data).toMatchObject({ email: 'maria@exemplo.com.br', ip: '10.8.1.1', userId: null });
  });

  it('a name pasted with decomposed accents reaches the subject and the row composed (NFC)', async () => {
    await send(
      { nome: 'Jose\u0301 Conceic\u0327a\u0303o', email: 'jose@exemplo.com.br', mensagem: 'Ola\u0301' },
      '10.8.1.3',
    ).expect(200);
    const mail = await smtp.next(CONTACT);
    expect(mail.subject).toBe('Portal de Cotações: mensagem de José Conceição pelo Fale conosco');
    expect((await rows()).at(-1)).toMatchObject({ nome: 'José Conceição', mensagem: 'Olá' });
  });

  it("audits a message sent with a session as that user's (userId), whatever address was typed", async () => {
    const { user, auth } = await callerFor(t, 'COMERCIAL');
    await send({ nome: 'Com Sessão', email: 'outro@exemplo.com.br', mensagem: 'oi' }, '10.8.1.2').set(auth).expect(200);
    await smtp.next(CONTACT);
    const entries = await auditOf(t.db, 'CONTATO_RECEBIDO');
    expect(entries.at(-1)?.data).toMatchObject({ userId: user.id, email: 'outro@exemplo.com.br' });
  });

  it('answers 400 with every field message in Portuguese, storing nothing', async () => {
    const before = (await rows()).length;
    const refused = await send({ email: 'x@', telefone: '123', mensagem: '' }, '10.8.2.1').expect(400);
    expect(refused.body.errors).toEqual({
      nome: ['Nome é obrigatório.'],
      email: ['Formato de e-mail inválido.'],
      telefone: ['Telefone deve ter 10 ou 11 dígitos.'],
      mensagem: ['Mensagem é obrigatória.'],
    });
    expect(refused.body.message).toContain('Nome é obrigatório.');
    expect(await rows()).toHaveLength(before);
  });

  it('gives a bot that fills the honeypot the same answer, but stores and sends nothing', async () => {
    const before = (await rows()).length;
    const answer = await send(
      { nome: 'Robô Spam', email: 'spam@bot.test', mensagem: 'compre', website: 'http://spam.test' },
      '10.8.3.1',
    ).expect(200);
    expect(answer.body).toEqual(SENT);
    expect(await rows()).toHaveLength(before);
    await smtp.drained(t.db);
    expect(smtp.messages.filter((mail) => mail.text.includes('Robô Spam'))).toEqual([]);
  });

  it('keeps the message when the mail server refuses it, and delivers it once the server takes it', async () => {
    const before = (await rows()).length;
    smtp.refuseNext(1);
    const answer = await send({ nome: 'Envio Adiado', email: 'adiado@exemplo.com.br', mensagem: 'oi' }, '10.8.4.1');
    expect(answer.status).toBe(200);
    expect(await rows()).toHaveLength(before + 1);
    const mail = await smtp.next(CONTACT);
    expect(mail.text).toContain('Nome: Envio Adiado');
    await smtp.drained(t.db);
    expect(smtp.messages.filter((m) => m.text.includes('Envio Adiado'))).toEqual([]);
  });

  it('limits messages per IP with a 429', async () => {
    const body = { nome: 'Muitas Vezes', email: 'muitas@exemplo.com.br', mensagem: 'de novo' };
    for (let i = 0; i < 4; i++) await send(body, '10.8.5.5').expect(200);
    const refused = await send(body, '10.8.5.5').expect(429);
    expect(refused.body.message).toEqual(expect.any(String));
  });
});
