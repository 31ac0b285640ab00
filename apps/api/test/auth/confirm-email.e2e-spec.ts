import { AccountLinksService } from '../../src/modules/accounts/account-links.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import { resetClock, travel } from '../support/clock.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { linkParams } from '../accounts/helpers.js';

describe('GET /api/auth/confirm-email', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let links: AccountLinksService;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    links = t.app.get(AccountLinksService);
  });
  afterAll(() => closeAll(smtp, t));
  afterEach(() => resetClock(t.app));

  async function confirmation(newEmail: string, staffStoredItAlready = false) {
    const user = await insertUser(t.db, 'COMERCIAL', { name: 'Pessoa Confirma' });
    if (staffStoredItAlready) {
      // The other strategy: the address was stored at once and marked unconfirmed.
      await t.db.query('UPDATE users SET email = $1, email_confirmed = false WHERE id = $2', [newEmail, user.id]);
    }
    await links.sendEmailConfirmation({ id: user.id, email: user.email, name: 'Pessoa Confirma' }, newEmail);
    const mail = await smtp.next(newEmail);
    expect(mail.text).toContain('Olá, Pessoa Confirma!');
    return { user, ...linkParams(mail) };
  }

  const follow = async (query: Record<string, unknown>) =>
    (await t.http.get('/api/auth/confirm-email').query(query).expect(302)).headers.location;

  it('confirms an address that was already stored unconfirmed', async () => {
    const { user, userId, token } = await confirmation('ja.gravado@exemplo.com.br', true);
    expect(await follow({ userId, token })).toBe('http://portal.test/confirm-email?status=success');
    const { rows } = await t.db.query('SELECT email, email_confirmed, email_confirmed_at FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(rows[0]).toMatchObject({ email: 'ja.gravado@exemplo.com.br', email_confirmed: true });
    expect(rows[0].email_confirmed_at).not.toBeNull();
    expect(await follow({ userId, token })).toBe('http://portal.test/confirm-email?status=already-confirmed');
  });

  it('answers not-found for an unknown user and error for bad, expired or voided links', async () => {
    const { userId, token } = await confirmation('expira@exemplo.com.br');
    expect(await follow({ userId: 999999, token })).toBe('http://portal.test/confirm-email?status=not-found');
    expect(await follow({ userId: 'abc', token })).toBe('http://portal.test/confirm-email?status=not-found');
    expect(await follow({ userId, token: 'curto' })).toBe('http://portal.test/confirm-email?status=error');
    expect(await follow({ userId, token: 'B'.repeat(43) })).toBe('http://portal.test/confirm-email?status=error');
    travel(t.app, 49 * 3600 * 1000);
    expect(await follow({ userId, token })).toBe('http://portal.test/confirm-email?status=error');
    resetClock(t.app);

    const first = await confirmation('primeiro@exemplo.com.br');
    await links.sendEmailConfirmation(
      { id: first.user.id, email: first.user.email, name: 'X' },
      'segundo@exemplo.com.br',
    );
    const second = linkParams(await smtp.next('segundo@exemplo.com.br'));
    expect(await follow({ userId: first.userId, token: first.token })).toBe(
      'http://portal.test/confirm-email?status=error',
    );
    expect(await follow(second)).toBe('http://portal.test/confirm-email?status=success');
  });

  it('does not take an address that another account got meanwhile', async () => {
    const { user, userId, token } = await confirmation('disputado@exemplo.com.br');
    await insertUser(t.db, 'ADMIN', { email: 'disputado@exemplo.com.br' });
    expect(await follow({ userId, token })).toBe('http://portal.test/confirm-email?status=error');
    const { rows } = await t.db.query('SELECT email FROM users WHERE id = $1', [user.id]);
    expect(rows[0].email).toBe(user.email);
  });

  it('a password link is not an e-mail confirmation link', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    await links.sendResetLink({ id: user.id, email: user.email, name: 'X' });
    const reset = linkParams(await smtp.next(user.email));
    expect(await follow(reset)).toBe('http://portal.test/confirm-email?status=error');
    await t.http.get('/api/auth/check-reset-token').query(reset).expect(200, { valid: true, reason: null });
  });
});
