import { ACESSO_PORTAL_MESSAGES as M, SERVER_MESSAGES } from '@portal/shared/messages';
import { ForgotPasswordService } from '../../src/modules/auth/forgot-password.service.js';
import { linkParams } from '../accounts/helpers.js';
import { criar, makeWorld, row, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { auditEntries, callerFor } from '../support/backoffice-helpers.js';

// Issue 26: a customer registered by staff reaches the portal through logins staff give its contacts.
describe('Acesso ao portal: /api/Clientes/{id}/usuarios', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpTestServer;
  const SENHA = 'Contato-forte-26';

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => closeAll(smtp, t));

  const convidar = (clienteId: number, send: object, auth = w.staff.auth) =>
    t.http.post(`/api/Clientes/${clienteId}/usuarios`).set(auth).send(send);
  const entrar = async (email: string) => {
    const { body } = await t.http.post('/api/auth/login').send({ email, password: SENHA }).expect(200);
    return { Authorization: `Bearer ${body.token as string}` };
  };
  /** Follows the link of the e-mail just received and sets the password through the public API. */
  const definirSenha = async (email: string) => {
    const mail = await smtp.next(email);
    const { url, userId, token } = linkParams(mail);
    expect(url.pathname).toBe('/reset-password');
    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA }).expect(200);
    return { mail, userId: Number(userId) };
  };

  it('invites a contact of a staff-registered customer, who sets a password, signs in, sees and accepts the quotation', async () => {
    const criado = await convidar(w.cliente, { nome: ' Bruno   Compras ', email: ' Bruno@Padaria.com.br ' }).expect(
      201,
    );
    expect(criado.body).toEqual({ message: M.convidado, id: expect.any(Number) });

    const lista = await t.http.get(`/api/Clientes/${w.cliente}/usuarios`).set(w.staff.auth).expect(200);
    expect(lista.body).toContainEqual({
      id: criado.body.id,
      nome: 'Bruno Compras',
      email: 'bruno@padaria.com.br',
      ativo: true,
      senhaDefinida: false,
      criadoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      ultimoAcesso: null,
    });
    const [audit] = await auditEntries(t.db, 'CLIENTE_ACESSO_CONCEDIDO');
    expect(audit.data).toMatchObject({ clienteId: w.cliente, idObject: criado.body.id, userId: w.staff.user.id });

    const { mail, userId } = await definirSenha('bruno@padaria.com.br');
    expect(mail.subject).toBe('Portal de Cotações: seu acesso ao portal de cotações de Padaria Pão Quente');
    expect(userId).toBe(criado.body.id);
    const bruno = await entrar('bruno@padaria.com.br');

    // A quotation sent to the company: both contacts (Carla, from before, and Bruno) see the same one.
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    for (const auth of [bruno, w.clienteUser.auth]) {
      const minhas = await t.http.get('/api/minhas-cotacoes').set(auth).expect(200);
      expect(minhas.body.data.map((c: { id: number }) => c.id)).toContain(q.id);
      await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(auth).expect(200);
    }
    // A contact of another company: as if it did not exist.
    await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.outroUser.auth).expect(404);
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.outroUser.auth).send({}).expect(404);

    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(bruno).send({}).expect(200);
    expect((await row(t, q.id)).status).toBe('aceita');
    const depois = await t.http.get(`/api/Clientes/${w.cliente}/usuarios`).set(w.staff.auth).expect(200);
    expect(depois.body.find((u: { id: number }) => u.id === userId)).toMatchObject({
      senhaDefinida: true,
      ultimoAcesso: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses an e-mail of another account (409), a repeated one (409), bad input (400) and an unknown customer (404)', async () => {
    const interno = await insertUser(t.db, 'COMERCIAL', { email: 'vera.interna@empresa.com.br' });
    const antes = await t.db.query('SELECT count(*)::int AS n FROM users');
    const outra = await convidar(w.cliente, { nome: 'Vera', email: 'VERA.interna@empresa.com.br' }).expect(409);
    expect(outra.body.message).toBe(M.emailOutraConta);
    const otto = await t.db.query<{ email: string }>('SELECT email FROM users WHERE cliente_id = $1', [w.outroCliente]);
    const deOutroCliente = await convidar(w.cliente, { nome: 'Otto', email: otto.rows[0].email }).expect(409);
    expect(deOutroCliente.body.message).toBe(M.emailOutraConta);
    const repetido = await convidar(w.cliente, { nome: 'Carla', email: w.clienteUser.user.email }).expect(409);
    expect(repetido.body.message).toBe(M.jaTemAcesso);
    const invalido = await convidar(w.cliente, { nome: '', email: 'sem-arroba' }).expect(400);
    expect(invalido.body.errors).toEqual({ nome: [M.nomeRequired], email: [M.emailInvalid] });
    const semCliente = await convidar(999999, { nome: 'Ana Souza', email: 'ana@x.com.br' }).expect(404);
    expect(semCliente.body.message).toBe(SERVER_MESSAGES.notFound);
    expect((await t.db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual(antes.rows);
    expect(interno.id).toBeGreaterThan(0);

    // Fields outside { nome, email } change nothing: always a CLIENTE login of the customer in the path.
    const extra = { nome: 'Ana Souza', email: 'ana@x.com.br', role: 'ADMIN', roleId: 1, clienteId: w.outroCliente };
    const { body } = await convidar(w.cliente, extra).expect(201);
    const { rows } = await t.db.query(
      `SELECT r.normalized_name AS role, u.cliente_id FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1`,
      [body.id],
    );
    expect(rows).toEqual([{ role: 'CLIENTE', cliente_id: w.cliente }]);
  });

  it('revoking ends the open session at once and stops the login; a user of another customer is 404', async () => {
    const { body } = await convidar(w.cliente, { nome: 'Duda Revogada', email: 'duda@padaria.com.br' }).expect(201);
    await definirSenha('duda@padaria.com.br');
    const duda = await entrar('duda@padaria.com.br');
    await t.http.get('/api/minhas-cotacoes').set(duda).expect(200);

    await t.http.delete(`/api/Clientes/${w.outroCliente}/usuarios/${body.id}`).set(w.staff.auth).expect(404);
    await t.http.delete(`/api/Clientes/${w.cliente}/usuarios/${w.staff.user.id}`).set(w.staff.auth).expect(404);
    const revogado = await t.http
      .delete(`/api/Clientes/${w.cliente}/usuarios/${body.id}`)
      .set(w.staff.auth)
      .expect(200);
    expect(revogado.body).toEqual({ message: M.revogado });

    await t.http.get('/api/minhas-cotacoes').set(duda).expect(401);
    const login = await t.http.post('/api/auth/login').send({ email: 'duda@padaria.com.br', password: SENHA });
    expect([login.status, login.body.message]).toEqual([401, SERVER_MESSAGES.userInactive]);
    const lista = await t.http.get(`/api/Clientes/${w.cliente}/usuarios`).set(w.staff.auth).expect(200);
    expect(lista.body.find((u: { id: number }) => u.id === body.id)).toMatchObject({ ativo: false });
    const [audit] = await auditEntries(t.db, 'CLIENTE_ACESSO_REVOGADO');
    expect(audit.data).toMatchObject({ clienteId: w.cliente, idObject: body.id });

    // Invited again: the same login comes back with a new invitation.
    const again = await convidar(w.cliente, { nome: 'Duda Voltou', email: 'duda@padaria.com.br' }).expect(201);
    expect(again.body.id).toBe(body.id);
    // A new invitation: the old password no longer signs in and the old session stays ended,
    // even when all of this happens within one second (F3, F4).
    const antiga = await t.http.post('/api/auth/login').send({ email: 'duda@padaria.com.br', password: SENHA });
    expect([antiga.status, antiga.body.message]).toEqual([401, SERVER_MESSAGES.passwordNotSet]);
    await t.http.get('/api/minhas-cotacoes').set(duda).expect(401);
    const convidada = await t.http.get(`/api/Clientes/${w.cliente}/usuarios`).set(w.staff.auth).expect(200);
    expect(convidada.body.find((u: { id: number }) => u.id === body.id)).toMatchObject({
      ativo: true,
      senhaDefinida: false,
    });
    await definirSenha('duda@padaria.com.br');
    await t.http
      .get('/api/minhas-cotacoes')
      .set(await entrar('duda@padaria.com.br'))
      .expect(200);
  });

  it('"Esqueci minha senha" reaches a staff-invited contact who never set a password', async () => {
    await convidar(w.cliente, { nome: 'Edu Esquecido', email: 'edu@padaria.com.br' }).expect(201);
    const convite = await smtp.next('edu@padaria.com.br');
    await t.http.post('/api/auth/forgot-password').send({ email: 'edu@padaria.com.br' }).expect(200);
    await t.app.get(ForgotPasswordService).settled();
    const reset = await smtp.next('edu@padaria.com.br');
    expect(reset.subject).toBe('Portal de Cotações: redefinição de senha');
    expect(linkParams(reset).token).not.toBe(linkParams(convite).token);
    await definirSenhaCom(reset);
    await t.http
      .get('/api/minhas-cotacoes')
      .set(await entrar('edu@padaria.com.br'))
      .expect(200);
  });

  async function definirSenhaCom(mail: Awaited<ReturnType<SmtpTestServer['next']>>) {
    const { userId, token } = linkParams(mail);
    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA }).expect(200);
  }

  it('the send dialog and the send itself use one recipient list: active logins and billing, once each', async () => {
    const k = await t.db.query<{ id: number }>(
      `INSERT INTO clientes (tipo_pessoa, nome, email_faturamento, cep, logradouro, numero, bairro, cidade, uf)
       VALUES ('pj', 'Loja Única', 'Compras@Loja.com.br', '01001000', 'RUA A', '1', 'CENTRO', 'SÃO PAULO', 'SP') RETURNING id`,
    );
    const id = k.rows[0].id;
    await convidar(id, { nome: 'Compras Loja', email: 'compras@loja.com.br' }).expect(201);
    const { body: revogar } = await convidar(id, { nome: 'Rui Saiu', email: 'rui@loja.com.br' }).expect(201);
    await t.http.delete(`/api/Clientes/${id}/usuarios/${revogar.id}`).set(w.staff.auth).expect(200);
    await callerFor(t, 'CLIENTE', { clienteId: id, name: 'Zélia Loja', email: 'zelia@loja.com.br' });

    const { body } = await t.http.get(`/api/Clientes/${id}/destinatarios`).set(w.staff.auth).expect(200);
    expect(body).toEqual([
      { email: 'compras@loja.com.br', nome: 'Compras Loja', temAcesso: true, motivo: null },
      { email: 'zelia@loja.com.br', nome: 'Zélia Loja', temAcesso: true, motivo: null },
    ]);
    await t.http.get(`/api/Clientes/${id}/destinatarios`).set(w.clienteUser.auth).expect(403);
    // The send dialog opens on this route alone: it reads no customer record, so no personal-data read
    // is recorded (the dialog used to read GET /api/Clientes/{id}, one LGPD entry per open).
    const admin = await callerFor(t, 'ADMIN', { name: 'Ada Admin' });
    const leituras = async () =>
      (await t.http.get(`/api/Clientes/${id}/acessos`).set(admin.auth).expect(200)).body.totalCount;
    expect(await leituras()).toBe(0);
    await t.http.get(`/api/Clientes/${id}`).set(w.staff.auth).expect(200);
    expect(await leituras()).toBe(1);

    await smtp.drained(t.db);
    smtp.messages.length = 0;
    const q = await criar(t, { ...w, cliente: id });
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    await smtp.drained(t.db);
    const enviados = smtp.messages.flatMap((m) => m.to.map((to) => to.toLowerCase())).sort();
    expect(enviados).toEqual(body.map((d: { email: string }) => d.email));
  });
});
