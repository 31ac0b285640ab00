import fc from 'fast-check';
import { createTestApp, insertUser, tokenIssuedAgo, type TestApp } from '../support/test-app.js';

// An ended session never comes back, even when its token was issued in the same second as the end
// (revoke a contact and invite it again, or deactivate and reactivate a user, within one second).
// The end is a millisecond instant (users.sessions_valid_after); tokens carry their issue in
// milliseconds too, and one without it is judged by its second, conservatively.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const works = async (token: string) =>
  (await t.http.get('/api/auth/is-authenticated').set({ Authorization: `Bearer ${token}` })).status;

/** Signs in through the API; `before`/`after` bound the instant the token was issued. */
async function login(user: { email: string; password: string }) {
  const before = Date.now();
  const { body } = await t.http.post('/api/Auth/login').send(user).expect(200);
  return { token: body.token as string, before, after: Date.now() };
}

/** Ends the user's sessions at an exact instant, as revocation and deactivation do (the cache hears it). */
const endAt = (id: number, at: number) =>
  t.db.query('UPDATE users SET sessions_valid_after = $2, status = 1 WHERE id = $1', [id, new Date(at)]);

const alignToSecond = async () => {
  // Start right after a second ticks, so the login and the end fall in the same second.
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
};

describe('sessions ended within the second a token was issued', () => {
  it('the token issued before the end never works again; one issued after works (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -900, max: 900 }), async (offset) => {
        const user = await insertUser(t.db, 'COMERCIAL');
        await alignToSecond();
        const old = await login(user);
        const end = (offset < 0 ? old.before : old.after) + offset;
        await endAt(user.id, end);
        const fresh = await login(user);
        // Dead when issued 2 ms or more before the end (verified-tokens.ts: the database rounds the end).
        if (old.after <= end - 2) expect(await works(old.token)).toBe(401);
        if (old.before > end) expect(await works(old.token)).toBe(200);
        // A login that starts after the end is a new session and works; one before it does not.
        if (fresh.before > end) expect(await works(fresh.token)).toBe(200);
        if (fresh.after <= end - 2) expect(await works(fresh.token)).toBe(401);
      }),
      { numRuns: 15, seed: 20261126 },
    );
  }, 90_000);

  it('a token without the millisecond claim issued in the end second is dead', async () => {
    const user = await insertUser(t.db, 'ADMIN');
    await alignToSecond();
    const token = await tokenIssuedAgo(t.app, user, 'ADMIN', 0);
    expect(await works(token)).toBe(200);
    await endAt(user.id, Date.now());
    expect(await works(token)).toBe(401);
  });
});
