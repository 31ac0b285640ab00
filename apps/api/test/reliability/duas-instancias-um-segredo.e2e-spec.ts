import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser } from '../support/test-app.js';
import { until } from '../mail/mail-jobs.js';

// Probe 7 F12: two instances on one external database, each with its own DATA_DIR and no JWT_SECRET,
// each generated its own key: a session from one was 401 on the other, and each discarded the other's
// queued e-mails as 'a chave do servidor (JWT_SECRET) mudou'. Two compiled servers, one database.

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

interface Instance {
  server: ServerProcess;
  base: string;
  dataDir: string;
}

async function startInstance(
  databaseUrl: string,
  smtpUrl: string,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(TEST_DATA, 'instancia-')),
): Promise<Instance> {
  const port = await freePort();
  // No JWT_SECRET, not production: the key is the portal's to make, as with `npm start`.
  const server = await startServerProcess({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://portal.test',
    SMTP_URL: smtpUrl,
    JOBS_POLL_INTERVAL_MS: '500',
    MAIL_RETRY_DELAY: '1',
    MAIL_RETRY_MAX_DELAY: '2',
    ...env,
  });
  return { server, base: `http://127.0.0.1:${port}`, dataDir };
}

async function call(instance: Instance, method: string, path: string, body?: unknown, bearer?: string) {
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const mailJobs = async (db: pg.Pool) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'`)).rows[0].n;

describe('two instances on one database without JWT_SECRET (probe 7 F12)', () => {
  let smtp: SmtpTestServer;
  let db: pg.Pool;
  const name = `t_duas_${randomBytes(4).toString('hex')}`;
  const instances: Instance[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await recreateDatabase(adminUrl(), name, process.env.TEST_TEMPLATE_DB);
    db = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 2 });
  }, 60_000);

  afterAll(async () => {
    try {
      for (const instance of instances)
        if (instance.server.child.exitCode === null) await stopServerProcess(instance.server);
    } finally {
      for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
      await db?.end();
      await dropDatabase(adminUrl(), name);
      await smtp?.close();
    }
  }, 60_000);

  it('share one key: a session from one works on the other, and either delivers the e-mails the other queued', async () => {
    const url = withDatabase(adminUrl(), name);
    // Started together, as `docker compose up --scale` or two machines booting do.
    instances.push(...(await Promise.all([startInstance(url, smtp.url), startInstance(url, smtp.url)])));
    const [a, b] = instances;

    const admin = await insertUser(db, 'ADMIN', { name: 'Chefe Duas' });
    const login = await call(a, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    expect((await call(b, 'GET', '/api/auth/userinfo', undefined, token)).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/userinfo', undefined, token)).status).toBe(200);

    // The mail server is down: password links queued through both instances wait in the shared queue.
    await smtp.stop();
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => insertUser(db, 'COMERCIAL', { name: `Pessoa Duas ${i}` })),
    );
    for (const [i, person] of people.entries()) {
      const through = i % 2 ? b : a;
      expect((await call(through, 'POST', '/api/auth/forgot-password', { email: person.email })).status).toBe(200);
    }
    await until(async () => (await mailJobs(db)) === people.length, 20_000);

    // Only B is left: it must deliver what A queued, not throw it away.
    expect((await stopServerProcess(a.server)).code).toBe(0);
    await smtp.start();
    await smtp.drained(db, 30_000);
    const lost = await db.query(`SELECT message FROM audit_logs WHERE data->>'action' = 'EMAIL_NAO_ENTREGUE'`);
    expect(lost.rows).toEqual([]);
    for (const person of people) {
      const [mail, ...again] = smtp.to(person.email);
      expect(again).toEqual([]);
      expect(mail.links.some((link) => link.includes('/reset-password?'))).toBe(true);
    }
    expect(b.server.output()).not.toContain('outro JWT_SECRET');
  }, 180_000);
});

describe('upgrading an install whose key is in DATA_DIR/jwt-secret (ADR 0013)', () => {
  let smtp: SmtpTestServer;
  let db: pg.Pool;
  const name = `t_adota_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(TEST_DATA, 'instancia-'));
  const instances: Instance[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await recreateDatabase(adminUrl(), name, process.env.TEST_TEMPLATE_DB);
    db = new pg.Pool({ connectionString: withDatabase(adminUrl(), name), max: 2 });
  }, 60_000);

  afterAll(async () => {
    try {
      for (const instance of instances)
        if (instance.server.child.exitCode === null) await stopServerProcess(instance.server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await db?.end();
      await dropDatabase(adminUrl(), name);
      await smtp?.close();
    }
  }, 60_000);

  it('keeps the sessions and the queued e-mails of the key the file held', async () => {
    const url = withDatabase(adminUrl(), name);
    // The key an older version generated: sessions were signed and e-mails sealed with it.
    const key = randomBytes(48).toString('base64url');
    const before = await startInstance(url, smtp.url, { JWT_SECRET: key }, dataDir);
    instances.push(before);
    const admin = await insertUser(db, 'ADMIN', { name: 'Chefe Antigo' });
    const login = await call(before, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const token = (login.body as { token: string }).token;
    await smtp.stop();
    expect((await call(before, 'POST', '/api/auth/forgot-password', { email: admin.email })).status).toBe(200);
    await until(async () => (await mailJobs(db)) === 1, 20_000);
    expect((await stopServerProcess(before.server)).code).toBe(0);

    writeFileSync(join(dataDir, 'jwt-secret'), `${key}\n`);
    const after = await startInstance(url, smtp.url, {}, dataDir);
    instances.push(after);
    expect(after.server.output()).toContain(`Segredo JWT de ${join(dataDir, 'jwt-secret')} copiado para o banco`);
    expect((await call(after, 'GET', '/api/auth/userinfo', undefined, token)).status).toBe(200);
    await smtp.start();
    await smtp.drained(db, 30_000);
    expect(smtp.to(admin.email)).toHaveLength(1);
    const lost = await db.query(`SELECT message FROM audit_logs WHERE data->>'action' = 'EMAIL_NAO_ENTREGUE'`);
    expect(lost.rows).toEqual([]);
  }, 180_000);
});
