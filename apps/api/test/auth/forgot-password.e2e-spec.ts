import { ForgotPasswordService, FORGOT_PER_EMAIL } from '../../src/modules/auth/forgot-password.service.js';
import { auditOf, linkParams } from '../accounts/helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';

const ANSWER = { message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.' };
const NEW_PASSWORD = 'OutraSenha7x';

describe('POST /api/auth/forgot-password', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let forgot: ForgotPasswordService;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '6', TRUST_PROXY: 'true' }));
    forgot = t.app.get(ForgotPasswordService);
  });
  afterAll(() => closeAll(smtp, t));

  const ask = (email: unknown, ip = '10.9.0.1') =>
    t.http.post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });

  it('e-mails an active account a reset link that sets a new password and signs in; audited', async () => {
    const user = await insertUser(t.db, 'COMERCIAL', { email: 'esqueci@exemplo.com.br', name: 'Ana Esquecida' });
    const answer = await ask('  Esqueci@Exemplo.com.br ', '10.9.1.1').expect(200);
    expect(answer.body).toEqual(ANSWER);
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Portal de Cotações: redefinição de senha');
    expect(mail.text).toContain('Olá, Ana Esquecida!');
    const { url, userId, token } = linkParams(mail);
    expect(url.origin + url.pathname).toBe('http://portal.test/reset-password');
    await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: NEW_PASSWORD }).expect(200);
    const login = await t.http.post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body.token).toEqual(expect.any(String));

    await forgot.settled();
    const [entry] = await auditOf(t.db, 'FORGOT_PASSWORD');
    expect(entry.data).toMatchObject({ email: user.email, userId: user.id, changes: { resultado: 'sent' } });
  });

  it('answers the same for an unknown or inactive address, and sends nothing', async () => {
    const inactive = await insertUser(t.db, 'CLIENTE', { email: 'inativo.fp@exemplo.com.br', status: 0 });
    const unknown = await ask('ninguem@exemplo.com.br', '10.9.2.1').expect(200);
    const blocked = await ask(inactive.email, '10.9.2.2').expect(200);
    expect(unknown.body).toEqual(ANSWER);
    expect(blocked.body).toEqual(ANSWER);
    await forgot.settled();
    await smtp.drained(t.db);
    expect(smtp.to('ninguem@exemplo.com.br')).toEqual([]);
    expect(smtp.to(inactive.email)).toEqual([]);
    const results = (await auditOf(t.db, 'FORGOT_PASSWORD')).map((e) => [e.data.email, e.data.changes]);
    expect(results).toEqual(
      expect.arrayContaining([
        ['ninguem@exemplo.com.br', { resultado: 'unknown' }],
        [inactive.email, { resultado: 'inactive' }],
      ]),
    );
  });

  it('takes the same time whether or not the account exists (the e-mail goes out after the answer)', async () => {
    const user = await insertUser(t.db, 'ADMIN', { email: 'tempo.fp@exemplo.com.br' });
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      await ask(email, ip).expect(200);
      const elapsed = performance.now() - started;
      await forgot.settled();
      // The queued e-mail goes out in the background: let it leave before the next measurement.
      await smtp.drained(t.db);
      return elapsed;
    };
    await time('aquecimento@exemplo.com.br', '10.9.3.99');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < FORGOT_PER_EMAIL; i++) {
      known.push(await time(user.email, `10.9.3.${i}`));
      unknown.push(await time(`sem.conta.${i}@exemplo.com.br`, `10.9.4.${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Looking the account up and handing a mail to SMTP would add far more than this gap.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(15);
    expect(smtp.to(user.email)).toHaveLength(FORGOT_PER_EMAIL);
  });

  it('rejects a missing or malformed e-mail with a Portuguese message', async () => {
    expect((await ask('', '10.9.5.1').expect(400)).body.message).toBe('E-mail é obrigatório.');
    expect((await ask('nao-e-email', '10.9.5.2').expect(400)).body.message).toBe('Formato de e-mail inválido.');
  });

  it(`sends at most ${FORGOT_PER_EMAIL} links per address per hour, still answering the same`, async () => {
    const user = await insertUser(t.db, 'COMERCIAL', { email: 'muitos.fp@exemplo.com.br' });
    for (let i = 0; i < FORGOT_PER_EMAIL + 2; i++) {
      expect((await ask(user.email, `10.9.6.${i}`).expect(200)).body).toEqual(ANSWER);
    }
    await forgot.settled();
    await smtp.drained(t.db);
    expect(smtp.to(user.email)).toHaveLength(FORGOT_PER_EMAIL);
    const throttled = (await auditOf(t.db, 'FORGOT_PASSWORD')).filter(
      (e) => e.data.email === user.email && (e.data.changes as { resultado: string }).resultado === 'throttled',
    );
    expect(throttled).toHaveLength(2);
  });

  it('limits requests per IP with a 429', async () => {
    for (let i = 0; i < 6; i++) await ask(`ip.${i}@exemplo.com.br`, '10.9.7.7').expect(200);
    const refused = await ask('ip.7@exemplo.com.br', '10.9.7.7').expect(429);
    expect(refused.body.message).toEqual(expect.any(String));
    await forgot.settled();
  });
});
