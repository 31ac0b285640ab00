import fc from 'fast-check';
import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { closeAll, startTwoInstances } from '../support/app-pairs.js';
import { insertUser, type TestApp } from '../support/test-app.js';

const PASSWORD = 'Senha-forte-9';
const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * Issue 30: session validity is kept in memory for a few seconds and forgotten through LISTEN/NOTIFY,
 * so ending a session on one instance ends it on every instance at once.
 */
describe('session cache across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const cacheOf = (t: TestApp) => t.app.get(SessionCache);

  beforeAll(async () => {
    ({ a, b } = await startTwoInstances());
    await until('as duas instâncias escutando', () => cacheOf(a).enabled && cacheOf(b).enabled);
  });
  afterAll(() => closeAll(a, b));

  async function signIn(t: TestApp, role: 'ADMIN' | 'COMERCIAL' | 'CLIENTE' = 'COMERCIAL') {
    const user = await insertUser(a.db, role);
    const { body } = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    return { user, auth: { Authorization: `Bearer ${body.token as string}` } };
  }
  const check = (t: TestApp, auth: Record<string, string>) => t.http.get('/api/auth/is-authenticated').set(auth);
  /** A change the triggers do not see (replica role): only the cache can still answer the old state. */
  async function silently(sql: string, values: unknown[]) {
    const client = await a.db.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query(sql, values);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  it('serves a repeated check from memory (a change the triggers miss is not seen within the TTL)', async () => {
    const { user, auth } = await signIn(a);
    await check(b, auth).expect(200);
    await silently('UPDATE users SET status = 0 WHERE id = $1', [user.id]);
    await check(b, auth).expect(200, { authenticated: true });
    // The same change made normally notifies, and both instances refuse at once.
    await a.db.query('UPDATE users SET status = 1 WHERE id = $1', [user.id]);
    await a.db.query('UPDATE users SET status = 0 WHERE id = $1', [user.id]);
    await check(b, auth).expect(401);
    await check(a, auth).expect(401);
  });

  it('logout on instance A: the very next request on instance B is 401', async () => {
    const { auth } = await signIn(a);
    await check(b, auth).expect(200);
    await check(b, auth).expect(200);
    await a.http.post('/api/auth/logout').set(auth).expect(200);
    await check(b, auth).expect(401);
    await b.http.get('/api/auth/userinfo').set(auth).expect(401);
  });

  it('an admin deactivating a user on instance A: the very next request on instance B is 401', async () => {
    const admin = await signIn(a, 'ADMIN');
    const { user, auth } = await signIn(b);
    await check(b, auth).expect(200);
    const { body } = await a.http.get(`/api/UsuariosInternos/${user.id}`).set(admin.auth).expect(200);
    const roleId = (await a.db.query(`SELECT role_id FROM users WHERE id = $1`, [user.id])).rows[0].role_id;
    await a.http
      .put(`/api/UsuariosInternos/${user.id}`)
      .set(admin.auth)
      .send({ id: user.id, email: body.email, name: body.name, phoneNumber: body.phoneNumber, status: 0, roleId })
      .expect(200);
    await check(b, auth).expect(401);
    expect((await a.db.query('SELECT status FROM users WHERE id = $1', [user.id])).rows[0].status).toBe(0);
  });

  it('deleting the account on instance A ends its session on instance B', async () => {
    const admin = await signIn(a, 'ADMIN');
    const { user, auth } = await signIn(b);
    await check(b, auth).expect(200);
    await a.http.delete(`/api/UsuariosInternos/${user.id}`).set(admin.auth).expect(200);
    await check(b, auth).expect(401);
  });

  it('fail safe: with the LISTEN connection ended the cache is bypassed until it reconnects', async () => {
    const { user, auth } = await signIn(a);
    await check(b, auth).expect(200);
    const pid = cacheOf(b).listenerPid;
    expect(pid).toEqual(expect.any(Number));
    await a.db.query('SELECT pg_terminate_backend($1)', [pid]);
    await until('a instância B perceber a queda', () => !cacheOf(b).enabled);
    expect(cacheOf(b).size).toBe(0);
    // A change nobody hears about (the listener is gone, the triggers silenced): B asks the database.
    await silently('UPDATE users SET status = 0 WHERE id = $1', [user.id]);
    await check(b, auth).expect(401);
    await silently('UPDATE users SET status = 1 WHERE id = $1', [user.id]);
    await check(b, auth).expect(200);
    expect(cacheOf(b).size).toBe(0);
    await until('a instância B escutar de novo', () => cacheOf(b).enabled && cacheOf(b).listenerPid !== pid);
    await check(b, auth).expect(200);
    expect(cacheOf(b).size).toBeGreaterThan(0);
    await a.http.post('/api/auth/logout').set(auth).expect(200);
    await check(b, auth).expect(401);
  });

  it('any sequence of logins, checks, logouts and (de)activations on either instance matches the model', async () => {
    const instance = fc.constantFrom('a', 'b');
    const command = fc.oneof(
      fc.record({ kind: fc.constant('check'), on: instance, who: fc.nat(1) }),
      fc.record({ kind: fc.constant('logout'), on: instance, who: fc.nat(1) }),
      fc.record({ kind: fc.constant('status'), who: fc.nat(1), active: fc.boolean() }),
      fc.record({ kind: fc.constant('login'), on: instance, who: fc.nat(1) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        // Model: whether each person's account is active and current token not logged out.
        const state = await Promise.all(
          [a, b].map(async (t) => {
            const { user, auth } = await signIn(t);
            return { id: user.id, email: user.email, auth, active: true, live: true };
          }),
        );
        for (const c of commands) {
          const s = state[c.who];
          const t = 'on' in c && c.on === 'b' ? b : a;
          if (c.kind === 'check') {
            await check(t, s.auth).expect(s.active && s.live ? 200 : 401);
          } else if (c.kind === 'logout') {
            // A refused logout (inactive account) revokes nothing: the token is good again on reactivation.
            await t.http
              .post('/api/auth/logout')
              .set(s.auth)
              .expect(s.active && s.live ? 200 : 401);
            if (s.active) s.live = false;
          } else if (c.kind === 'status') {
            await a.db.query('UPDATE users SET status = $2 WHERE id = $1', [s.id, c.active ? 1 : 0]);
            s.active = c.active;
          } else if (s.active) {
            const { body } = await t.http.post('/api/Auth/login').send({ email: s.email, password: PASSWORD });
            s.auth = { Authorization: `Bearer ${body.token as string}` };
            s.live = true;
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
