import { USUARIO_INTERNO_MESSAGES as M, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { insertCliente } from '@portal/test-support';
import { UsuariosInternosService } from '../../src/modules/usuarios-internos/usuarios-internos.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { auditEntries, callerFor, type Caller } from '../support/backoffice-helpers.js';

describe('internal users: create, read, update, delete, resend access', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: Caller;
  let roleIds: Record<string, number>;
  let counter = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    admin = await callerFor(t, 'ADMIN', { name: 'Chefe Admin' });
    roleIds = {};
    for (const row of (await t.db.query('SELECT id, normalized_name FROM roles')).rows)
      roleIds[row.normalized_name] = row.id;
  });
  afterAll(() => closeAll(smtp, t));

  const email = () => `pessoa${++counter}@portal.test`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    id: null,
    email: email(),
    name: 'Nova Pessoa',
    phoneNumber: '(11) 98765-4321',
    status: 1,
    roleId: roleIds.COMERCIAL,
    ...overrides,
  });
  const create = (payload: object, caller = admin) =>
    t.http.post('/api/UsuariosInternos').set(caller.auth).send(payload);
  const update = (id: number, payload: object, caller = admin) =>
    t.http.put(`/api/UsuariosInternos/${id}`).set(caller.auth).send(payload);
  const userRow = async (id: number) => (await t.db.query('SELECT * FROM users WHERE id = $1', [id])).rows[0];
  const linkOf = (text: string, pattern: RegExp) => {
    const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((href) => pattern.test(href));
    if (!link) throw new Error(`sem link ${pattern} em: ${text}`);
    return new URL(link);
  };

  describe('POST /api/UsuariosInternos', () => {
    it('creates the account without a password and e-mails a set-password link', async () => {
      const payload = body({ email: '  Nova.Pessoa@Portal.TEST ', name: ' Nova   Pessoa ' });
      const response = await create(payload).expect(201);
      expect(response.body).toEqual({ message: SUCCESS_MESSAGES.userCreated, id: expect.any(Number), versao: 0 });
      const row = await userRow(response.body.id);
      expect(row).toMatchObject({
        email: 'nova.pessoa@portal.test',
        name: 'Nova Pessoa',
        phone_number: '11987654321',
        status: 1,
        role_id: roleIds.COMERCIAL,
        password_hash: null,
        email_confirmed: false,
        cliente_id: null,
      });
      const mail = await smtp.next('nova.pessoa@portal.test');
      const link = linkOf(mail.text, /reset-password/);
      expect(link.pathname).toBe('/reset-password');
      expect(link.searchParams.get('userId')).toBe(String(response.body.id));
      const check = await t.http
        .get('/api/auth/check-reset-token')
        .query({ userId: response.body.id, token: link.searchParams.get('token') })
        .expect(200);
      expect(check.body.valid).toBe(true);
      const [entry] = (await auditEntries(t.db, 'USUARIO_INTERNO_CREATED')).filter(
        (e) => e.data.idObject === response.body.id,
      );
      expect(entry.message).toBe('Usuário interno criado: nova.pessoa@portal.test');
      expect(entry.data).toMatchObject({ userId: admin.user.id, email: admin.user.email, ip: expect.any(String) });
      expect(entry.data.changes).toMatchObject({ email: 'nova.pessoa@portal.test', roleId: roleIds.COMERCIAL });
      expect(JSON.stringify(entry.data)).not.toMatch(/token|senha|password/i);
    });

    it('GET /{id} answers the staff user; customer logins and unknown ids are 404', async () => {
      const created = await create(body({ roleId: roleIds.ADMIN, status: 0, phoneNumber: '' })).expect(201);
      const response = await t.http.get(`/api/UsuariosInternos/${created.body.id}`).set(admin.auth).expect(200);
      expect(response.body).toEqual({
        id: created.body.id,
        email: `pessoa${counter}@portal.test`,
        name: 'Nova Pessoa',
        phoneNumber: null,
        status: 0,
        roleId: roleIds.ADMIN,
        role: 'ADMIN',
        versao: 0,
      });
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: (await insertCliente(t.db)).id });
      await t.http.get(`/api/UsuariosInternos/${login.id}`).set(admin.auth).expect(404);
      await t.http.get('/api/UsuariosInternos/99999999').set(admin.auth).expect(404);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no e-mail', { email: ' ' }, M.emailRequired],
      ['a malformed e-mail', { email: 'pessoa@portal' }, M.emailInvalid],
      ['no name', { name: '' }, M.nameRequired],
      ['a one-word name', { name: 'Pessoa' }, M.nameTwoWords],
      ['a 9-digit phone', { phoneNumber: '(11) 8765-432' }, M.phoneInvalid],
      ['a 12-digit phone', { phoneNumber: '119876543210' }, M.phoneInvalid],
      ['no role', { roleId: null }, M.roleRequired],
      ['a role id that is not a number', { roleId: 'ADMIN' }, M.roleRequired],
      ['an unknown status', { status: 2 }, SERVER_MESSAGES.invalidUserStatus],
    ])('answers 400 for %s', async (_name, overrides, message) => {
      const response = await create(body(overrides)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses the CLIENTE role and unknown roles', async () => {
      expect((await create(body({ roleId: roleIds.CLIENTE })).expect(400)).body.message).toBe(
        SERVER_MESSAGES.roleNotFound,
      );
      expect((await create(body({ roleId: 9999 })).expect(400)).body.message).toBe(SERVER_MESSAGES.roleNotFound);
    });

    it('answers 409 for an e-mail used by any account, in any case', async () => {
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: (await insertCliente(t.db)).id });
      const response = await create(body({ email: login.email.toUpperCase() })).expect(409);
      expect(response.body.message).toBe(SERVER_MESSAGES.emailTaken);
    });

    it('creates the user when the mail server refuses, and the e-mail follows once it takes it', async () => {
      smtp.refuseNext();
      const payload = body();
      await create(payload).expect(201);
      expect((await t.db.query('SELECT 1 FROM users WHERE email = $1', [payload.email])).rowCount).toBe(1);
      expect((await smtp.next(payload.email)).links).toHaveLength(1);
    });
  });

  describe('PUT /api/UsuariosInternos/{id}', () => {
    it('updates name, phone and role, and audits what changed', async () => {
      const user = await insertUser(t.db, 'COMERCIAL', { name: 'Velho Nome' });
      const response = await update(
        user.id,
        body({ email: user.email, name: 'Novo Nome', phoneNumber: '3133334444', roleId: roleIds.ADMIN }),
      ).expect(200);
      expect(response.body).toEqual({ message: SUCCESS_MESSAGES.userUpdated, id: user.id, versao: 1 });
      expect(await userRow(user.id)).toMatchObject({
        name: 'Novo Nome',
        phone_number: '3133334444',
        role_id: roleIds.ADMIN,
      });
      const [entry] = (await auditEntries(t.db, 'USUARIO_INTERNO_UPDATED')).filter((e) => e.data.idObject === user.id);
      expect(entry.data.changes).toEqual({
        name: { de: 'Velho Nome', para: 'Novo Nome' },
        phoneNumber: { de: null, para: '3133334444' },
        roleId: { de: roleIds.COMERCIAL, para: roleIds.ADMIN },
        role: { de: 'COMERCIAL', para: 'ADMIN' },
      });
      expect(entry.data).toMatchObject({ userId: admin.user.id, action: 'USUARIO_INTERNO_UPDATED' });
    });

    it('keeps the e-mail of a working login until the new address confirms it', async () => {
      const user = await insertUser(t.db, 'COMERCIAL', { name: 'Troca Email' });
      const response = await update(
        user.id,
        body({ email: 'Trocado@Portal.test', name: 'Troca Email', phoneNumber: null }),
      ).expect(200);
      expect(response.body.message).toBe(SUCCESS_MESSAGES.userUpdatedEmailPending);
      expect((await userRow(user.id)).email).toBe(user.email);
      const link = linkOf((await smtp.next('trocado@portal.test')).text, /confirm-email/);
      const confirmed = await t.http.get(link.pathname + link.search).expect(302);
      expect(confirmed.headers.location).toContain('status=success');
      expect((await userRow(user.id)).email).toBe('trocado@portal.test');
      const [entry] = (await auditEntries(t.db, 'USUARIO_INTERNO_UPDATED')).filter((e) => e.data.idObject === user.id);
      expect(entry.data.changes).toEqual({ emailPendente: 'trocado@portal.test' });
      // The confirmation moves the version: a form saved from before it cannot put the old address back.
      const stale = await update(user.id, {
        ...body({ email: user.email, name: 'Troca Email', phoneNumber: null }),
        versao: response.body.versao,
      });
      expect([stale.status, stale.body.message]).toEqual([409, SERVER_MESSAGES.registroAlterado]);
      expect((await userRow(user.id)).email).toBe('trocado@portal.test');
    });

    it('moves an account that never set its password to the new address, with a new set-password link', async () => {
      const created = await create(body({ email: 'errado@portal.test' })).expect(201);
      await smtp.next('errado@portal.test');
      const response = await update(created.body.id, body({ email: 'certo@portal.test' })).expect(200);
      expect(response.body.message).toBe(SUCCESS_MESSAGES.userUpdated);
      expect((await userRow(created.body.id)).email).toBe('certo@portal.test');
      expect(linkOf((await smtp.next('certo@portal.test')).text, /reset-password/).searchParams.get('userId')).toBe(
        String(created.body.id),
      );
    });

    it('answers 409 for an e-mail of another account', async () => {
      const user = await insertUser(t.db, 'COMERCIAL');
      const other = await insertUser(t.db, 'COMERCIAL');
      const response = await update(user.id, body({ email: other.email })).expect(409);
      expect(response.body.message).toBe(SERVER_MESSAGES.emailTaken);
    });

    it('deactivating ends the sessions of that user', async () => {
      const target = await callerFor(t, 'COMERCIAL', { name: 'Vai Sair' });
      await t.http.get('/api/Clientes').set(target.auth).expect(200);
      await update(target.user.id, body({ email: target.user.email, name: 'Vai Sair', status: 0 })).expect(200);
      expect((await userRow(target.user.id)).status).toBe(0);
      await t.http.get('/api/Clientes').set(target.auth).expect(401);
    });

    it('refuses to deactivate oneself, and to demote the last active admin', async () => {
      const self = await update(
        admin.user.id,
        body({ email: admin.user.email, name: 'Chefe Admin', roleId: roleIds.ADMIN, status: 0 }),
      ).expect(400);
      expect(self.body.message).toBe(SERVER_MESSAGES.cannotDeactivateSelf);
      await t.db.query(`UPDATE users SET status = 0 WHERE id <> $1 AND role_id = $2`, [admin.user.id, roleIds.ADMIN]);
      const demote = await update(
        admin.user.id,
        body({ email: admin.user.email, name: 'Chefe Admin', roleId: roleIds.COMERCIAL }),
      ).expect(409);
      expect(demote.body.message).toBe(SERVER_MESSAGES.lastAdmin);
      expect((await userRow(admin.user.id)).role_id).toBe(roleIds.ADMIN);
    });

    it('lets only one of two admins demoting each other at once succeed', async () => {
      // Straight to the service, so both requests are past the guards before either commits.
      const service = t.app.get(UsuariosInternosService);
      await t.db.query(`UPDATE users SET status = 0 WHERE role_id = $1`, [roleIds.ADMIN]);
      try {
        const a = await insertUser(t.db, 'ADMIN', { name: 'Admin Um' });
        const b = await insertUser(t.db, 'ADMIN', { name: 'Admin Dois' });
        const demote = (target: typeof a, by: typeof a) =>
          service.update(
            target.id,
            { email: target.email, name: 'Admin Rebaixado', status: 1, roleId: roleIds.COMERCIAL },
            { userId: by.id, email: by.email, ip: '127.0.0.1' },
          );
        const results = await Promise.allSettled([demote(a, b), demote(b, a)]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(refused.reason.message).toBe(SERVER_MESSAGES.lastAdmin);
        const active = await t.db.query(`SELECT id FROM users WHERE role_id = $1 AND status = 1`, [roleIds.ADMIN]);
        expect(active.rowCount).toBe(1);
      } finally {
        await t.db.query(`UPDATE users SET status = 1 WHERE id = $1`, [admin.user.id]);
      }
    });

    it('answers 404 for unknown ids and customer logins, 400 for a bad body', async () => {
      await update(99999999, body()).expect(404);
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: (await insertCliente(t.db)).id });
      await update(login.id, body({ email: login.email })).expect(404);
      expect((await update(admin.user.id, body({ name: 'Só' })).expect(400)).body.message).toBe(M.nameTwoWords);
    });
  });

  describe('DELETE /api/UsuariosInternos/{id}', () => {
    it('deletes a staff user and audits it', async () => {
      const user = await insertUser(t.db, 'COMERCIAL', { name: 'Sai Daqui' });
      const response = await t.http.delete(`/api/UsuariosInternos/${user.id}`).set(admin.auth).expect(200);
      expect(response.body).toEqual({ message: SUCCESS_MESSAGES.userDeleted });
      expect(await userRow(user.id)).toBeUndefined();
      const [entry] = (await auditEntries(t.db, 'USUARIO_INTERNO_DELETED')).filter((e) => e.data.idObject === user.id);
      expect(entry.message).toBe(`Usuário interno excluído: ${user.email}`);
      expect(entry.data).toMatchObject({ userId: admin.user.id, email: admin.user.email });
      await t.http.delete(`/api/UsuariosInternos/${user.id}`).set(admin.auth).expect(404);
    });

    it('never deletes the last active admin, even when two admins delete each other at once', async () => {
      const service = t.app.get(UsuariosInternosService);
      await t.db.query(`UPDATE users SET status = 0 WHERE role_id = $1`, [roleIds.ADMIN]);
      try {
        const a = await insertUser(t.db, 'ADMIN', { name: 'Admin Tres' });
        const b = await insertUser(t.db, 'ADMIN', { name: 'Admin Quatro' });
        const actor = (user: typeof a) => ({ userId: user.id, email: user.email, ip: '127.0.0.1' });
        const results = await Promise.allSettled([service.remove(a.id, actor(b)), service.remove(b.id, actor(a))]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.message).toBe(
          SERVER_MESSAGES.lastAdmin,
        );
        const left = await t.db.query('SELECT id FROM users WHERE id = ANY($1)', [[a.id, b.id]]);
        expect(left.rowCount).toBe(1);
      } finally {
        await t.db.query(`UPDATE users SET status = 1 WHERE id = $1`, [admin.user.id]);
      }
    });

    it('refuses to delete oneself, and never deletes a customer login', async () => {
      const self = await t.http.delete(`/api/UsuariosInternos/${admin.user.id}`).set(admin.auth).expect(400);
      expect(self.body.message).toBe(SERVER_MESSAGES.cannotDeleteSelf);
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: (await insertCliente(t.db)).id });
      await t.http.delete(`/api/UsuariosInternos/${login.id}`).set(admin.auth).expect(404);
      expect(await userRow(login.id)).toBeDefined();
    });
  });

  describe('POST /api/UsuariosInternos/{id}/reenviar-dados', () => {
    it('e-mails a new set-password link and audits it', async () => {
      const user = await insertUser(t.db, 'COMERCIAL', { name: 'Esqueceu Tudo' });
      const response = await t.http.post(`/api/UsuariosInternos/${user.id}/reenviar-dados`).set(admin.auth).expect(200);
      expect(response.body).toEqual({ message: SUCCESS_MESSAGES.emailResent });
      const mail = await smtp.next(user.email);
      expect(linkOf(mail.text, /reset-password/).searchParams.get('userId')).toBe(String(user.id));
      expect(mail.text).not.toContain(user.password);
      const [entry] = (await auditEntries(t.db, 'USUARIO_INTERNO_ACCESS_RESENT')).filter(
        (e) => e.data.idObject === user.id,
      );
      expect(entry.message).toBe(`Dados de acesso reenviados: ${user.email}`);
      expect(entry.data).toMatchObject({ userId: admin.user.id, changes: { destinatario: user.email } });
    });

    it('answers 2xx and records it while the mail server refuses, then delivers; 404 for unknown ids', async () => {
      const user = await insertUser(t.db, 'COMERCIAL');
      smtp.refuseNext();
      await t.http.post(`/api/UsuariosInternos/${user.id}/reenviar-dados`).set(admin.auth).expect(200);
      expect((await auditEntries(t.db, 'USUARIO_INTERNO_ACCESS_RESENT')).some((e) => e.data.idObject === user.id)).toBe(
        true,
      );
      expect((await smtp.next(user.email)).links).toHaveLength(1);
      await t.http.post('/api/UsuariosInternos/99999999/reenviar-dados').set(admin.auth).expect(404);
    });
  });
});
