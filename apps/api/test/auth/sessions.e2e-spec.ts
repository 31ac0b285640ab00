import { JwtService } from '@nestjs/jwt';
import { SessionCleanupService } from '../../src/modules/auth/session-cleanup.service.js';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { auditOf } from '../accounts/helpers.js';

const PASSWORD = 'Senha-forte-9';

describe('session calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(role: 'ADMIN' | 'COMERCIAL' | 'CLIENTE', name?: string) {
    const user = await insertUser(t.db, role, { name });
    const { body } = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    return { user, auth: { Authorization: `Bearer ${body.token as string}` }, token: body.token as string };
  }

  it('is-authenticated answers 200 to a live session and 401 with a message otherwise', async () => {
    const { auth } = await signIn('CLIENTE');
    await t.http.get('/api/auth/is-authenticated').set(auth).expect(200, { authenticated: true });
    const anonymous = await t.http.get('/api/auth/is-authenticated').expect(401);
    expect(anonymous.body.message).toBe('Não autenticado.');
    await t.http.get('/api/auth/is-authenticated').set('Authorization', 'Bearer nao.e.token').expect(401);
  });

  it('refuses an expired token and one signed with another key', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    const jwt = t.app.get(JwtService);
    const claims = { sub: user.id, email: user.email, name: 'X', [ROLE_CLAIM]: 'ADMIN' };
    const expired = await jwt.signAsync(
      { ...claims, iat: Math.floor(Date.now() / 1000) - 7200 },
      { jwtid: 'expirado-1', expiresIn: -60 },
    );
    expect(JSON.parse(Buffer.from(expired.split('.')[1], 'base64url').toString()).exp).toBeLessThan(Date.now() / 1000);
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${expired}`).expect(401);
    const forged = await new JwtService({ secret: 'x'.repeat(40) }).signAsync(claims, { jwtid: 'forjado-1' });
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it('userinfo answers name, e-mail and roles from the account', async () => {
    const { user, auth } = await signIn('COMERCIAL', 'Maria Comercial');
    await t.http
      .get('/api/auth/userinfo')
      .set(auth)
      .expect(200, { name: 'Maria Comercial', email: user.email, roles: ['COMERCIAL'] });
    await t.http.get('/api/auth/userinfo').expect(401);
  });

  it('logout revokes that token everywhere until it expires, and is audited', async () => {
    const { user, auth, token } = await signIn('ADMIN');
    const other = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const response = await t.http.post('/api/auth/logout').set(auth).expect(200);
    expect(response.body).toEqual({ message: 'Logout realizado com sucesso.' });
    await t.http.get('/api/auth/is-authenticated').set(auth).expect(401);
    await t.http.get('/api/auth/userinfo').set(auth).expect(401);
    await t.http.get('/api/Ufs').set(auth).expect(401);
    await t.http.post('/api/auth/logout').set(auth).expect(401);
    // Only that session ended.
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${other.body.token}`).expect(200);

    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    const { rows } = await t.db.query('SELECT expires_at FROM revoked_sessions WHERE jti = $1', [payload.jti]);
    expect(new Date(rows[0].expires_at).getTime()).toBe(payload.exp * 1000);
    const audit = (await auditOf(t.db, 'LOGOUT')).find((entry) => entry.data.userId === user.id);
    expect(audit?.data).toEqual({
      userId: user.id,
      idObject: user.id,
      email: user.email,
      ip: expect.any(String),
      action: 'LOGOUT',
    });
  });

  it('deactivating a user ends their sessions', async () => {
    const { user, auth } = await signIn('COMERCIAL');
    // Repeated with the cache warm each time: a change committed elsewhere (psql here) is seen by
    // the very next request, not after the notification happens to arrive.
    for (let round = 0; round < 15; round++) {
      await t.http.get('/api/auth/is-authenticated').set(auth).expect(200);
      await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [user.id]);
      await t.http.get('/api/auth/is-authenticated').set(auth).expect(401);
      await t.db.query('UPDATE users SET status = 1 WHERE id = $1', [user.id]);
      await t.http.get('/api/auth/is-authenticated').set(auth).expect(200);
    }
  });

  it('tokens of a deleted user stop working', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    const token = await tokenFor(t.app, user, 'ADMIN');
    await t.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    await t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('housekeeping drops revoked sessions past their expiry and links expired over a week ago', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    await t.db.query(
      `INSERT INTO revoked_sessions (jti, expires_at) VALUES ('velho', now() - interval '1 minute'), ('vivo', now() + interval '1 hour')`,
    );
    await t.db.query(
      `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at)
       VALUES ($1, 'RESET_PASSWORD', repeat('a', 64), now() - interval '8 days'),
              ($1, 'RESET_PASSWORD', repeat('b', 64), now() - interval '1 day')`,
      [user.id],
    );
    await t.app.get(SessionCleanupService).purge();
    const sessions = await t.db.query(`SELECT jti FROM revoked_sessions WHERE jti IN ('velho', 'vivo')`);
    expect(sessions.rows).toEqual([{ jti: 'vivo' }]);
    const tokens = await t.db.query('SELECT left(token_hash, 1) AS h FROM user_tokens WHERE user_id = $1', [user.id]);
    expect(tokens.rows).toEqual([{ h: 'b' }]);
  });
});
