import { createTestApp, insertUser, type TestApp, type TestUser } from '../support/test-app.js';

const TOO_MANY = 'Muitas tentativas. Aguarde antes de tentar novamente.';

describe('brute force: sign-in and reset-link guessing are throttled', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    // Behind a reverse proxy (TRUST_PROXY), the proxy appends the client's address to X-Forwarded-For.
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3', PUBLIC_FORM_MAX_PER_HOUR: '2', TRUST_PROXY: 'true' });
    user = await insertUser(t.db, 'ADMIN');
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, clientIp: string, forged = '') =>
    t.http
      .post('/api/Auth/login')
      .set('X-Forwarded-For', forged ? `${forged}, ${clientIp}` : clientIp)
      .send({ email, password });

  it('answers 429 with Retry-After after the limit, even to the right password', async () => {
    for (let i = 0; i < 3; i++) await signIn(user.email, `Errada-${i}9`, '203.0.113.1').expect(401);
    const refused = await signIn(user.email, 'Errada-x9', '203.0.113.1').expect(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const right = await signIn(user.email, user.password, '203.0.113.1').expect(429);
    expect(right.body.token).toBeUndefined();
  });

  it('does not reset the count for a client that forges X-Forwarded-For entries before its own', async () => {
    const target = await insertUser(t.db, 'COMERCIAL');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await signIn(target.email, `Errada-${i}9`, '198.51.100.23', `10.0.${i}.1, 192.0.2.${i}`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('throttles GET /api/auth/check-reset-token per IP (a token cannot be guessed by volume)', async () => {
    const limit = 2 * 5; // PUBLIC_FORM_MAX_PER_HOUR x 5 for link checks
    const check = (token: string, ip: string) =>
      t.http.get('/api/auth/check-reset-token').set('X-Forwarded-For', ip).query({ userId: user.id, token });
    for (let i = 0; i < limit; i++) {
      const response = await check(`palpite-${i}`.padEnd(43, 'A'), '203.0.113.77').expect(200);
      expect(response.body.valid).toBe(false);
    }
    const refused = await check('palpite-final'.padEnd(43, 'A'), '203.0.113.77').expect(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Still refused with forged entries in front; another client's address is not affected.
    await check('palpite-forjado'.padEnd(43, 'A'), '10.1.1.1, 203.0.113.77').expect(429);
    await check('outro-cliente'.padEnd(43, 'A'), '203.0.113.78').expect(200);
    // The same limit guards the form that spends a link.
    for (let i = 0; i < 2; i++) {
      await t.http
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', '203.0.113.90')
        .send({ userId: user.id, token: 'x' })
        .expect(400);
    }
    await t.http
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', '203.0.113.90')
      .send({ userId: user.id, token: 'x' })
      .expect(429);
  });
});
