import { closeAll, startTwoInstances } from '../support/app-pairs.js';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';
import { auditOf } from '../accounts/helpers.js';

const PASSWORD = 'Senha-forte-9';
const TOO_MANY = 'Muitas tentativas. Aguarde antes de tentar novamente.';

function fail(t: TestApp, email: string, headers: Record<string, string> = {}) {
  return t.http.post('/api/Auth/login').set(headers).send({ email, password: 'Errada-123x' });
}

describe('sign-in throttling (default 5 per e-mail+IP in 15 minutes)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after 5 failures, even to the right password, and audits it', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    for (let i = 0; i < 5; i++) expect((await fail(t, user.email)).status).toBe(401);
    const refused = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(429);
    expect(refused.body.message).toBe(TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const { rows } = await t.db.query(
      `SELECT hits FROM throttle_counters WHERE key LIKE 'login:email-ip:' || $1 || '|%'`,
      [user.email],
    );
    expect(rows[0].hits).toBe(6);
    await fail(t, user.email).expect(429);
    // Audited once per window, not once per refused request.
    const audits = (await auditOf(t.db, 'LOGIN_THROTTLED')).filter((entry) => entry.data.email === user.email);
    expect(audits).toHaveLength(1);
    const [audit] = audits;
    expect(audit?.data).toEqual({
      userId: null,
      idObject: null,
      email: user.email,
      ip: expect.any(String),
      action: 'LOGIN_THROTTLED',
    });
  });

  it('a success clears the e-mail count', async () => {
    const user = await insertUser(t.db, 'CLIENTE');
    for (let i = 0; i < 4; i++) await fail(t, user.email).expect(401);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    for (let i = 0; i < 5; i++) await fail(t, user.email).expect(401);
    await fail(t, user.email).expect(429);
  });

  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    for (let i = 0; i < 5; i++) await fail(t, user.email, { 'X-Forwarded-For': `203.0.113.${i}` }).expect(401);
    const refused = await fail(t, user.email, { 'X-Forwarded-For': '198.51.100.77' }).expect(429);
    expect(refused.body.message).toBe(TOO_MANY);
  });
});

describe('sign-in throttling across two instances sharing the database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => ({ a, b } = await startTwoInstances()));
  afterAll(() => closeAll(a, b));

  it('counts the attempts split between the instances together', async () => {
    const user = await insertUser(a.db, 'ADMIN');
    for (const instance of [a, b, a, b, a]) await fail(instance, user.email).expect(401);
    const refusedByB = await b.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(429);
    expect(refusedByB.body.message).toBe(TOO_MANY);
    expect(refusedByB.headers['retry-after']).toMatch(/^\d+$/);
    await a.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(429);
  });

  it('a token from one instance is accepted by the other, and a logout on one ends it on both', async () => {
    const user = await insertUser(a.db, 'COMERCIAL');
    const { body } = await a.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const auth = { Authorization: `Bearer ${body.token}` };
    await b.http.get('/api/auth/is-authenticated').set(auth).expect(200);
    await b.http.post('/api/auth/logout').set(auth).expect(200);
    await a.http.get('/api/auth/is-authenticated').set(auth).expect(401);
  });
});

describe('sign-in throttling behind a trusted proxy, per IP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS: '2' });
  });
  afterAll(() => t.close());

  it('takes the client IP from X-Forwarded-For when TRUST_PROXY is on', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    const fromA = { 'X-Forwarded-For': '203.0.113.10' };
    await fail(t, user.email, fromA).expect(401);
    await fail(t, user.email, fromA).expect(401);
    await fail(t, user.email, fromA).expect(429);
    // Another client behind the same proxy is not locked out of the same account.
    await t.http
      .post('/api/Auth/login')
      .set({ 'X-Forwarded-For': '203.0.113.11' })
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const { rows } = await t.db.query(`SELECT key FROM throttle_counters WHERE key LIKE 'login:ip:%' ORDER BY key`);
    expect(rows.map((row) => row.key)).toContain('login:ip:203.0.113.10');
  });

  it('refuses an IP that fails on many accounts (4x the per-account limit)', async () => {
    const spray = { 'X-Forwarded-For': '198.51.100.9' };
    for (let i = 0; i < 8; i++) await fail(t, `alvo${i}@exemplo.com.br`, spray).expect(401);
    const user = await insertUser(t.db, 'CLIENTE');
    await t.http.post('/api/Auth/login').set(spray).send({ email: user.email, password: PASSWORD }).expect(429);
    await t.http
      .post('/api/Auth/login')
      .set({ 'X-Forwarded-For': '198.51.100.10' })
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
  });
});
