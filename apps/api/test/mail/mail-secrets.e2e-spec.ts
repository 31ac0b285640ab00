import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  TEST_DATA,
  type ServerProcess,
} from '../support/server-process.js';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser } from '../support/test-app.js';
import { until } from './mail-jobs.js';
import { findSecretsInDatabase, searchedSchemas } from './secret-search.js';

// Issue 25, finding 8: the queue kept each e-mail's whole HTML, so every set-password, reset and
// confirmation link (token included) sat in clear in pgboss.job and in every backup, while the
// tokens table keeps only hashes. The compiled server in production, over its own database: each
// kind of link is issued, followed, and then looked for in every column of every schema and in the log.

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;
const tokenOf = (mail: ReceivedMail) => {
  const link = mail.links.find((href) => href.includes('token='));
  if (!link) throw new Error(`sem link em "${mail.subject}"`);
  return { link, userId: new URL(link).searchParams.get('userId')!, token: new URL(link).searchParams.get('token')! };
};

interface Portal {
  server: ServerProcess;
  db: pg.Pool;
  base: string;
  dataDir: string;
  call(method: string, path: string, body?: unknown, bearer?: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

async function startPortal(env: Record<string, string>): Promise<Portal> {
  const name = `t_segredos_${randomBytes(4).toString('hex')}`;
  await recreateDatabase(adminUrl(), name, process.env.TEST_TEMPLATE_DB);
  const dataDir = mkdtempSync(join(TEST_DATA, 'segredos-'));
  const db = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 2 });
  const port = await freePort();
  const server = await startServerProcess({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: withDatabase(adminUrl(), name),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://portal.test',
    JOBS_POLL_INTERVAL_MS: '500',
    MAIL_RETRY_DELAY: '1',
    MAIL_RETRY_MAX_DELAY: '2',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    server,
    db,
    base,
    dataDir,
    async call(method, path, body, bearer) {
      const response = await fetch(`${base}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    },
    async close() {
      if (server.child.exitCode === null) await stopServerProcess(server);
      await db.end();
      await dropDatabase(adminUrl(), name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in ADMIN of this portal. */
async function signedInAdmin(portal: Portal) {
  const admin = await insertUser(portal.db, 'ADMIN', { name: 'Chefe Segredos' });
  const login = await portal.call('POST', '/api/auth/login', { email: admin.email, password: admin.password });
  expect(login.status).toBe(200);
  return { ...admin, bearer: (login.body as { token: string }).token };
}

const mailJobStates = async (db: pg.Pool) =>
  (await db.query<{ state: string }>(`SELECT state::text AS state FROM pgboss.job WHERE name = 'mail'`)).rows.map(
    (row) => row.state,
  );
const pendingMailJobs = async (db: pg.Pool) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state IN ('created', 'retry')`,
    )
  ).rows[0].n;

describe('link tokens are never at rest in clear (production server)', () => {
  let smtp: SmtpTestServer;
  let portal: Portal;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    portal = await startPortal({ SMTP_URL: smtp.url });
  }, 90_000);
  afterAll(async () => {
    await portal?.close();
    await smtp.close();
  });

  it('set-password, confirm-email and reset tokens: in no column of any schema, queued or sent, nor in the log', async () => {
    const admin = await signedInAdmin(portal);
    const roles = (await portal.call('GET', '/api/UsuariosInternos/roles', undefined, admin.bearer)).body as {
      id: number;
      normalizedName: string;
    }[];
    const roleId = (role: string) => roles.find((r) => r.normalizedName === role)!.id;

    // The mail server is down: the three e-mails wait in the queue, as they may for days.
    await smtp.stop();
    const staff = {
      id: null,
      email: 'equipe.segredo@exemplo.com.br',
      name: 'Equipe Segredo',
      phoneNumber: '11987654321',
      status: 1,
    };
    const created = await portal.call(
      'POST',
      '/api/UsuariosInternos',
      { ...staff, roleId: roleId('COMERCIAL') },
      admin.bearer,
    );
    expect(created.status).toBe(201);
    const self = {
      id: admin.id,
      email: 'chefe.novo@exemplo.com.br',
      name: 'Chefe Segredos',
      phoneNumber: '11987654321',
      status: 1,
      roleId: roleId('ADMIN'),
    };
    expect((await portal.call('PUT', `/api/UsuariosInternos/${admin.id}`, self, admin.bearer)).status).toBe(200);
    expect((await portal.call('POST', '/api/auth/forgot-password', { email: admin.email })).status).toBe(200);
    await until(async () => (await pendingMailJobs(portal.db)) === 3, 15_000);
    const queued = (await portal.db.query<{ row: string }>(`SELECT j::text AS row FROM pgboss.job j`)).rows.map(
      (r) => r.row,
    );

    await smtp.start();
    const setPassword = tokenOf(await smtp.next(staff.email, 15_000));
    const confirmEmail = tokenOf(await smtp.next(self.email, 15_000));
    const reset = tokenOf(await smtp.next(admin.email, 15_000));
    expect(setPassword.link).toContain('/reset-password?');
    expect(confirmEmail.link).toContain('/api/auth/confirm-email?');
    expect(reset.link).toContain('/reset-password?');

    // Each link is used the way a browser uses it (the tokens travel in query strings and bodies).
    const check = `/api/auth/check-reset-token?userId=${reset.userId}&token=${reset.token}`;
    expect((await portal.call('GET', check)).body).toEqual({ valid: true, reason: null });
    const spent = { userId: setPassword.userId, token: setPassword.token, newPassword: 'NovaSenha9x' };
    expect((await portal.call('POST', '/api/auth/reset-password', spent)).status).toBe(200);
    const follow = await portal.call(
      'GET',
      `/api/auth/confirm-email?userId=${confirmEmail.userId}&token=${confirmEmail.token}`,
    );
    expect(follow.status).toBe(302);
    await smtp.drained(portal.db, 15_000);

    const tokens = [setPassword.token, confirmEmail.token, reset.token];
    expect(await searchedSchemas(portal.db)).toEqual(
      expect.objectContaining({ public: expect.any(Number), pgboss: expect.any(Number) }),
    );
    expect(await findSecretsInDatabase(portal.db, tokens)).toEqual([]);
    expect(queued.filter((row) => tokens.some((token) => row.includes(token)))).toEqual([]);

    expect((await stopServerProcess(portal.server)).code).toBe(0);
    const log = portal.server.output();
    expect(log).toContain('GET /api/auth/confirm-email 302');
    expect(tokens.filter((token) => log.includes(token))).toEqual([]);
  }, 90_000);
});

describe('link tokens without SMTP_URL in production', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal({});
  }, 90_000);
  afterAll(() => portal?.close());

  it('go only to the .eml file in DATA_DIR/outbox: not the database, not the log', async () => {
    const admin = await signedInAdmin(portal);
    expect((await portal.call('POST', '/api/auth/forgot-password', { email: admin.email })).status).toBe(200);
    const outbox = join(portal.dataDir, 'outbox');
    const files = () => {
      try {
        return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    // Read once the job is done: the file may be half written while it runs.
    await until(async () => (await mailJobStates(portal.db)).join() === 'completed', 15_000);
    expect(files()).toHaveLength(1);
    const eml = readFileSync(join(outbox, files()[0]), 'utf8').replace(/=\r?\n/g, '');
    const token = /token=3D([A-Za-z0-9_-]{43})/.exec(eml)![1];
    expect(await findSecretsInDatabase(portal.db, [token])).toEqual([]);

    expect((await stopServerProcess(portal.server)).code).toBe(0);
    const log = portal.server.output();
    expect(log).toContain('redefinição de senha');
    expect(log).not.toContain(token);
  }, 90_000);
});
