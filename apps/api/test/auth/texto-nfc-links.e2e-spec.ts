import { linkParams } from '../accounts/helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';

// Every request text is turned to NFC at the door except under password keys (nfc-text.ts). What a link
// carries (userId, token in the query string) and what a password form sends (newPassword,
// confirmPassword) must come through unchanged, and an address typed decomposed must reach its account.
describe('NFC at the door leaves links and passwords working', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const EMAIL = 'joão.conceição@exemplo.com.br';
  const SENHA = 'Conceic\u0327a\u0303o-senha-7'; // decomposed, as pasted from macOS

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
  });
  afterAll(() => closeAll(smtp, t));

  it('a reset link asked with the decomposed address checks, sets a decomposed password that signs in as typed', async () => {
    await insertUser(t.db, 'COMERCIAL', { email: EMAIL, name: 'João Conceição' });
    await t.http
      .post('/api/auth/forgot-password')
      .send({ email: EMAIL.normalize('NFD') })
      .expect(200);
    const { userId, token } = linkParams(await smtp.next(EMAIL));
    const check = await t.http.get('/api/auth/check-reset-token').query({ userId, token }).expect(200);
    expect(check.body).toEqual({ valid: true, reason: null });
    await t.http
      .post('/api/auth/reset-password')
      .send({ userId, token, newPassword: SENHA, confirmPassword: SENHA })
      .expect(200);
    for (const email of [EMAIL, EMAIL.normalize('NFD')]) {
      await t.http.post('/api/auth/login').send({ email, password: SENHA }).expect(200);
    }
    await t.http
      .post('/api/auth/login')
      .send({ email: EMAIL, password: SENHA.normalize('NFC') })
      .expect(401);
  });

  it('a confirmation that differs only in its form is a mismatch, not silently equal', async () => {
    await insertUser(t.db, 'COMERCIAL', { email: 'maria.nfc@exemplo.com.br', name: 'Maria Nfc' });
    await t.http.post('/api/auth/forgot-password').send({ email: 'maria.nfc@exemplo.com.br' }).expect(200);
    const { userId, token } = linkParams(await smtp.next('maria.nfc@exemplo.com.br'));
    const answer = await t.http
      .post('/api/auth/reset-password')
      .send({ userId, token, newPassword: SENHA, confirmPassword: SENHA.normalize('NFC') })
      .expect(400);
    expect(answer.body.message).toContain('As senhas não conferem.');
  });
});
