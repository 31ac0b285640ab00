import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountLinksService } from '../../src/modules/accounts/account-links.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import { resetClock, travel } from '../support/clock.js';
import { mailQueueDrained, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, tokenIssuedAgo, type TestApp } from '../support/test-app.js';
import { auditOf, insertPendingUser, linkParams } from './helpers.js';

const NEW_PASSWORD = 'NovaSenha9x';
const OK_MESSAGE = 'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.';

describe('password links (set password, reset, check)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let links: AccountLinksService;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    links = t.app.get(AccountLinksService);
  });
  afterAll(() => closeAll(smtp, t));
  afterEach(() => resetClock(t.app));

  it('sends a Portuguese set-password e-mail whose link checks valid, sets the password once, and signs in', async () => {
    const user = await insertPendingUser(t.db, 'COMERCIAL', 'nova.pessoa@exemplo.com.br', 'Nova Pessoa');
    await links.sendSetPasswordLink(user);
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Portal de Cotações: defina sua senha');
    expect(mail.text).toContain('Olá, Nova Pessoa!');
    expect(mail.text).toContain('O link vale por 48 horas');
    expect(mail.html).toContain('Definir minha senha');
    const { url, userId, token } = linkParams(mail);
    expect(url.origin + url.pathname).toBe('http://portal.test/reset-password');
    expect(userId).toBe(String(user.id));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored.
    const { rows } = await t.db.query('SELECT purpose, token_hash, expires_at FROM user_tokens WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('SET_PASSWORD');
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
    const hours = (new Date(rows[0].expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const check = await t.http.get('/api/auth/check-reset-token').query({ userId, token }).expect(200);
    expect(check.body).toEqual({ valid: true, reason: null });
    // Checking does not spend it.
    await t.http.get('/api/auth/check-reset-token').query({ userId, token }).expect(200, { valid: true, reason: null });

    const reset = await t.http
      .post('/api/auth/reset-password')
      .send({ userId, token, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(reset.body).toEqual({ message: OK_MESSAGE });
    const user2 = await t.db.query('SELECT email_confirmed, password_hash FROM users WHERE id = $1', [user.id]);
    expect(user2.rows[0].email_confirmed).toBe(true);
    expect(user2.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // Used twice: refused, with the reason.
    const again = await t.http
      .post('/api/auth/reset-password')
      .send({ userId, token, newPassword: 'OutraSenha8y' })
      .expect(400);
    expect(again.body.message).toBe('Este link de redefinição já foi utilizado.');
    await t.http
      .get('/api/auth/check-reset-token')
      .query({ userId, token })
      .expect(200, { valid: false, reason: 'Este link de redefinição já foi utilizado.' });

    const login = await t.http.post('/api/Auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body.token).toEqual(expect.any(String));

    const [audit] = await auditOf(t.db, 'PASSWORD_SET');
    expect(audit.data).toEqual({
      userId: user.id,
      idObject: user.id,
      email: user.email,
      ip: expect.any(String),
      action: 'PASSWORD_SET',
    });
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses an expired link (clock moved past the 1 h reset window) with its reason', async () => {
    const user = await insertPendingUser(t.db, 'ADMIN', 'expira@exemplo.com.br');
    await links.sendResetLink(user);
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Portal de Cotações: redefinição de senha');
    expect(mail.text).toContain('O link vale por 1 hora');
    const { userId, token } = linkParams(mail);
    travel(t.app, 59 * 60 * 1000);
    await t.http.get('/api/auth/check-reset-token').query({ userId, token }).expect(200, { valid: true, reason: null });
    travel(t.app, 61 * 60 * 1000);
    await t.http
      .get('/api/auth/check-reset-token')
      .query({ userId, token })
      .expect(200, { valid: false, reason: 'Este link de redefinição expirou. Solicite um novo.' });
    const reset = await t.http
      .post('/api/auth/reset-password')
      .send({ userId, token, newPassword: NEW_PASSWORD })
      .expect(400);
    expect(reset.body.message).toBe('Este link de redefinição expirou. Solicite um novo.');
    const { rows } = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password_hash).toBeNull();
  });

  it('keeps an older set-password link alive beside a newer one: either may be the newest in the inbox', async () => {
    const user = await insertPendingUser(t.db, 'CLIENTE', 'dois.convites@exemplo.com.br');
    await links.sendSetPasswordLink(user);
    const first = linkParams(await smtp.next(user.email));
    await links.sendSetPasswordLink(user);
    const second = linkParams(await smtp.next(user.email));
    await t.http.get('/api/auth/check-reset-token').query(first).expect(200, { valid: true, reason: null });
    await t.http.get('/api/auth/check-reset-token').query(second).expect(200, { valid: true, reason: null });
  });

  it('voids an older reset link when a newer reset is sent: someone asked for it just now', async () => {
    const user = await insertPendingUser(t.db, 'CLIENTE', 'duas.vezes@exemplo.com.br');
    await links.sendResetLink(user);
    const first = linkParams(await smtp.next(user.email));
    await links.sendResetLink(user);
    const second = linkParams(await smtp.next(user.email));
    expect(second.token).not.toBe(first.token);
    await t.http
      .get('/api/auth/check-reset-token')
      .query({ userId: first.userId, token: first.token })
      .expect(200, { valid: false, reason: 'Este link de redefinição está inválido ou expirado.' });
    await t.http.get('/api/auth/check-reset-token').query(second).expect(200, { valid: true, reason: null });
  });

  it.each([
    ['no parameters', {}],
    ['a malformed token', { userId: '1', token: 'abc' }],
    ['an unknown token', { userId: '1', token: 'A'.repeat(43) }],
    ['a non-numeric userId', { userId: 'x', token: 'A'.repeat(43) }],
  ])('answers valid:false for %s', async (_label, query) => {
    await t.http
      .get('/api/auth/check-reset-token')
      .query(query)
      .expect(200, { valid: false, reason: 'Este link de redefinição está inválido ou expirado.' });
  });

  it("refuses a link presented with another user's id", async () => {
    const owner = await insertPendingUser(t.db, 'CLIENTE', 'dono@exemplo.com.br');
    const other = await insertPendingUser(t.db, 'CLIENTE', 'outro@exemplo.com.br');
    await links.sendSetPasswordLink(owner);
    const { token } = linkParams(await smtp.next(owner.email));
    await t.http.get('/api/auth/check-reset-token').query({ userId: other.id, token }).expect(200, {
      valid: false,
      reason: 'Este link de redefinição está inválido ou expirado.',
    });
  });

  it("checks the contract's password rules with their messages, without spending the link", async () => {
    const user = await insertPendingUser(t.db, 'CLIENTE', 'regras@exemplo.com.br');
    await links.sendSetPasswordLink(user);
    const params = linkParams(await smtp.next(user.email));
    const cases: [string, string | undefined, string][] = [
      ['abc', undefined, 'A senha deve ter ao menos 8 caracteres. A senha deve ter letras e números.'],
      ['abcdefgh', undefined, 'A senha deve ter letras e números.'],
      ['Senha123x', undefined, 'A senha não pode conter sequências como 123.'],
      ['Segura2024', 'Segura2025', 'As senhas não conferem.'],
    ];
    for (const [newPassword, confirmPassword, message] of cases) {
      const response = await t.http
        .post('/api/auth/reset-password')
        .send({ userId: params.userId, token: params.token, newPassword, confirmPassword })
        .expect(400);
      expect(response.body.message).toBe(message);
    }
    await t.http.get('/api/auth/check-reset-token').query(params).expect(200, { valid: true, reason: null });
  });

  it('a refused delivery is retried: the new link arrives later and replaces the previous one', async () => {
    const user = await insertPendingUser(t.db, 'COMERCIAL', 'caixa.cheia@exemplo.com.br');
    await links.sendResetLink(user);
    const previous = linkParams(await smtp.next(user.email));
    smtp.refuseNext();
    await links.sendResetLink(user);
    const retried = linkParams(await smtp.next(user.email));
    expect(retried.token).not.toBe(previous.token);
    await t.http.get('/api/auth/check-reset-token').query(retried).expect(200, { valid: true, reason: null });
    await t.http
      .get('/api/auth/check-reset-token')
      .query(previous)
      .expect(200, { valid: false, reason: 'Este link de redefinição está inválido ou expirado.' });
  });

  it('setting the password ends the sessions issued before and voids the other password links', async () => {
    const user = await insertPendingUser(t.db, 'CLIENTE', 'troca@exemplo.com.br', 'Troca Senha');
    await links.sendSetPasswordLink(user);
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...linkParams(await smtp.next(user.email)), newPassword: NEW_PASSWORD })
      .expect(200);
    const { body } = await t.http
      .post('/api/Auth/login')
      .send({ email: user.email, password: NEW_PASSWORD })
      .expect(200);
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${body.token}`).expect(200);
    // iat has one-second precision: as if the password had been set seconds ago, a session from an
    // earlier second than the reset below, valid until then (no waiting for the clock to tick).
    await t.db.query(
      `UPDATE users SET sessions_valid_after = sessions_valid_after - interval '5 seconds' WHERE id = $1`,
      [user.id],
    );
    const earlier = await tokenIssuedAgo(t.app, user, 'CLIENTE', 2);
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${earlier}`).expect(200);

    await links.sendSetPasswordLink(user);
    const setLink = linkParams(await smtp.next(user.email));
    await links.sendResetLink(user);
    const reset = linkParams(await smtp.next(user.email));
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...reset, newPassword: 'Diferente77' })
      .expect(200);
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${earlier}`).expect(401);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(401);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: 'Diferente77' }).expect(200);
    await t.http
      .get('/api/auth/check-reset-token')
      .query(setLink)
      .expect(200, { valid: false, reason: 'Este link de redefinição está inválido ou expirado.' });
    expect((await auditOf(t.db, 'PASSWORD_RESET')).at(-1)?.data).toMatchObject({ userId: user.id, email: user.email });
  });
});

describe('password links without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an .eml file to DATA_DIR/outbox with the link', async () => {
    const user = await insertPendingUser(t.db, 'ADMIN', 'sem.smtp@exemplo.com.br');
    await t.app.get(AccountLinksService).sendSetPasswordLink(user);
    await mailQueueDrained(t.db);
    const dir = t.config.mail.outboxDir;
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dir, files[0]), 'utf8');
    expect(raw).toContain('To: sem.smtp@exemplo.com.br');
    expect(raw.replace(/=\r?\n/g, '')).toMatch(
      /http:\/\/portal\.test\/reset-password\?userId=3D\d+&token=3D[A-Za-z0-9_-]{43}/,
    );
  });
});
