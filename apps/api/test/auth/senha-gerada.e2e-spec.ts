import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { ensureAdmin } from '../../src/database/ensure-admin.js';
import { childEnv, TEST_DATA } from '../support/server-process.js';
import { createTestApp, insertUser, tokenFor, tokenIssuedAgo, type TestApp } from '../support/test-app.js';

const CLI = resolve(import.meta.dirname, '../../dist/cli.js');
const NEW_PASSWORD = 'Minha-senha-nova-8';

// `portal usuarios:redefinir-senha` / `usuarios:criar-admin` and the first administrator: a password
// the portal generated opens no session; login answers 403 with a one-time link to /reset-password.
describe('generated passwords are changed at the first sign-in', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(TEST_DATA, 'cli-'));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function portal(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const env = childEnv({ DATA_DIR: dataDir, DATABASE_URL: t.config.database.url! });
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
  }
  const generated = (stdout: string) => /Senha gerada: (\S+)/.exec(stdout)![1];
  const flag = async (id: number) =>
    (await t.db.query('SELECT must_change_password AS f FROM users WHERE id = $1', [id])).rows[0].f as boolean;
  const audited = async (action: string, id: number) =>
    (
      await t.db.query(`SELECT message FROM audit_logs WHERE data->>'action' = $1 AND data->>'idObject' = $2`, [
        action,
        String(id),
      ])
    ).rows.map((row) => row.message as string);
  const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });

  /** Follows the 403's link: the reset page's own API, then signs in with the new password. */
  async function changeThrough(path: string, email: string): Promise<string> {
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    await t.http.get('/api/auth/check-reset-token').query(query).expect(200, { valid: true, reason: null });
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...query, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(200);
    return (await login(email, NEW_PASSWORD).expect(200)).body.token as string;
  }

  it('redefinir-senha: any user gets a generated password, sessions end, the first sign-in must change it', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    // A session from before the command (iat has second precision).
    await t.db.query(`UPDATE users SET sessions_valid_after = now() - interval '1 hour' WHERE id = $1`, [user.id]);
    const oldSession = await tokenIssuedAgo(t.app, user, 'COMERCIAL', 2);
    await t.http.get('/api/auth/userinfo').set('Authorization', `Bearer ${oldSession}`).expect(200);

    const run = await portal('usuarios:redefinir-senha', user.email.toUpperCase());
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Usuário: ${user.email}`);
    const password = generated(run.stdout);
    expect(await flag(user.id)).toBe(true);
    expect(await audited('PASSWORD_RESET_CLI', user.id)).toEqual(['Senha redefinida pela linha de comando']);

    await t.http.get('/api/auth/userinfo').set('Authorization', `Bearer ${oldSession}`).expect(401);
    await login(user.email, user.password).expect(401);
    const refused = await login(user.email, password).expect(403);
    expect(refused.body).toEqual({
      message: SERVER_MESSAGES.passwordMustChange,
      changePasswordPath: expect.stringMatching(new RegExp(`^/reset-password\\?userId=${user.id}&token=`)),
      requestId: expect.any(String),
    });
    expect(refused.body).not.toHaveProperty('token');
    expect(await audited('LOGIN_PASSWORD_CHANGE_REQUIRED', user.id)).toHaveLength(1);

    const token = await changeThrough(refused.body.changePasswordPath, user.email);
    expect(await flag(user.id)).toBe(false);
    await t.http.get('/api/auth/userinfo').set('Authorization', `Bearer ${token}`).expect(200);
    await login(user.email, password).expect(401);
  }, 60_000);

  it('criar-admin: a new administrator with a generated password; an e-mail in use or unknown is refused by name', async () => {
    const email = 'nova.admin@acme.com.br';
    const run = await portal('usuarios:criar-admin', email, '--nome', 'Nova Administradora');
    expect(run.code).toBe(0);
    const { rows } = await t.db.query(
      `SELECT u.id, u.name, r.normalized_name AS role, u.status FROM users u JOIN roles r ON r.id = u.role_id WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([{ id: expect.any(Number), name: 'Nova Administradora', role: 'ADMIN', status: 1 }]);
    expect(await audited('ADMIN_CREATED_CLI', rows[0].id)).toEqual(['Administrador criado pela linha de comando']);
    const refused = await login(email, generated(run.stdout)).expect(403);
    const token = await changeThrough(refused.body.changePasswordPath, email);
    await t.http.get('/api/Clientes').set('Authorization', `Bearer ${token}`).expect(200);

    expect(await portal('usuarios:criar-admin', email)).toMatchObject({
      code: 1,
      stderr: `Já existe um usuário com o e-mail ${email}; para lhe dar uma senha nova: portal usuarios:redefinir-senha ${email}\n`,
    });
    expect(await portal('usuarios:redefinir-senha', 'ninguem@acme.com.br')).toMatchObject({
      code: 1,
      stderr: 'Nenhum usuário com o e-mail ninguem@acme.com.br.\n',
    });
    expect((await portal()).code).toBe(2);
    expect((await portal('usuarios:apagar', email)).stderr).toContain('usuarios:redefinir-senha EMAIL');
  }, 60_000);

  it('a session of a user whose password must change gets 403 with the message on every call', async () => {
    const routes = [
      '/api/auth/userinfo',
      '/api/auth/is-authenticated',
      '/api/Clientes',
      '/api/Produtos',
      '/api/meusdados',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('ADMIN' as const, 'COMERCIAL' as const, 'CLIENTE' as const),
        fc.constantFrom(...routes),
        async (role, route) => {
          const user = await insertUser(t.db, role);
          const token = await tokenFor(t.app, user, role);
          await t.db.query('UPDATE users SET must_change_password = true WHERE id = $1', [user.id]);
          const response = await t.http.get(route).set('Authorization', `Bearer ${token}`);
          expect([response.status, response.body.message]).toEqual([403, SERVER_MESSAGES.passwordMustChange]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the first administrator: a generated password must be changed, ADMIN_PASSWORD from .env need not', async () => {
    await t.db.query(
      `UPDATE users SET status = 0 WHERE role_id = (SELECT id FROM roles WHERE normalized_name = 'ADMIN')`,
    );
    const generatedAdmin = await ensureAdmin(t.config.database.url!, { email: 'primeiro@acme.com.br' });
    expect(generatedAdmin.generatedPassword).toMatch(/^\S{10,}$/);
    await login('primeiro@acme.com.br', generatedAdmin.generatedPassword!).expect(403);

    await t.db.query(`UPDATE users SET status = 0 WHERE email = 'primeiro@acme.com.br'`);
    await ensureAdmin(t.config.database.url!, { email: 'segundo@acme.com.br', password: 'Escolhida-pelo-dono-5' });
    await login('segundo@acme.com.br', 'Escolhida-pelo-dono-5').expect(200);
  });
});
