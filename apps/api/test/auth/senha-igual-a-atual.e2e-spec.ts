import fc from 'fast-check';
import pg from 'pg';
import { PASSWORD_MESSAGES } from '@portal/shared/messages';
import { ensureAdmin } from '../../src/database/ensure-admin.js';
import { resetPassword } from '../../src/database/generated-access.js';
import { AccountLinksService } from '../../src/modules/accounts/account-links.service.js';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';

// A one-time generated password (first administrator, `portal usuarios:redefinir-senha`) must not
// become the permanent one: /reset-password refuses a new password equal to the current, on every link.

describe('a new password equal to the current one is refused', () => {
  let t: TestApp;
  let links: AccountLinksService;

  beforeAll(async () => {
    t = await createTestApp();
    links = t.app.get(AccountLinksService);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });
  const query = (path: string) => {
    const params = new URL(path, 'http://x').searchParams;
    return { userId: params.get('userId'), token: params.get('token') };
  };
  const reset = (path: string, newPassword: string) =>
    t.http.post('/api/auth/reset-password').send({ ...query(path), newPassword, confirmPassword: newPassword });
  const refusedAsSame = async (path: string, password: string) => {
    const response = await reset(path, password);
    expect([response.status, response.body.message]).toEqual([400, PASSWORD_MESSAGES.sameAsCurrent]);
    expect(response.body.errors).toEqual({ newPassword: [PASSWORD_MESSAGES.sameAsCurrent] });
    // The link is not spent: the person can still choose another password with it.
    await t.http.get('/api/auth/check-reset-token').query(query(path)).expect(200, { valid: true, reason: null });
  };

  it('the first administrator cannot keep the generated password printed at start', async () => {
    await t.db.query(
      `UPDATE users SET status = 0 WHERE role_id = (SELECT id FROM roles WHERE normalized_name = 'ADMIN')`,
    );
    const admin = await ensureAdmin(t.config.database.url!, { email: 'primeiro@acme.com.br' });
    const refused = await login(admin.email, admin.generatedPassword!).expect(403);
    await refusedAsSame(refused.body.changePasswordPath, admin.generatedPassword!);
    // Still a generated password: the next sign-in asks again (with a new link that voids the first).
    const again = await login(admin.email, admin.generatedPassword!).expect(403);
    await reset(again.body.changePasswordPath, 'Minha-propria-senha-4').expect(200);
    await login(admin.email, 'Minha-propria-senha-4').expect(200);
  });

  it('redefinir-senha: the printed password cannot be sent back as the new one', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const client = new pg.Client({ connectionString: t.config.database.url });
    await client.connect();
    const { password } = await resetPassword(client, user.email).finally(() => client.end());
    const refused = await login(user.email, password).expect(403);
    await refusedAsSame(refused.body.changePasswordPath, password);
    await login(user.email, password).expect(403);
  });

  it('any link, any sequence of passwords: the current one is refused, another replaces it', async () => {
    const user = await insertUser(t.db, 'CLIENTE');
    let current = user.password;
    const pool = [user.password, 'Outra-senha-77', 'Terceira-senha-5'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pool), fc.boolean(), async (next, changeLink) => {
        const path = changeLink ? await links.issueChangeLink(user.id) : await links.setPasswordUrl(user.id, '/login');
        if (next === current) await refusedAsSame(path, next);
        else {
          await reset(path, next).expect(200);
          current = next;
        }
        await login(user.email, current).expect(200);
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
