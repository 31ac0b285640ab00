import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { hashPassword } from '../../src/common/security/password-hasher.js';
import { checkedAgent, loadOpenApi } from './openapi-check.js';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';

const TEST_DATA_ROOT = resolve(import.meta.dirname, '../../../../.test-data');

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  config: AppConfig;
  /** Direct access to the test database, for asserting on rows. */
  db: pg.Pool;
  /** Name of the test database (pass it as `sameDatabaseAs` to run a second instance over it). */
  databaseName: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs this app over another test app's database (two instances sharing one database); close() then leaves it. */
  sameDatabaseAs?: TestApp;
  /** Runs this app over a database the test built itself (e.g. an upgraded one); close() then leaves it. */
  database?: string;
}

/** A fresh database cloned from the migrated template, and the whole app over it. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL ausente: o globalSetup do Jest não rodou.');
  const shared = options.sameDatabaseAs?.databaseName ?? options.database;
  const name = shared ?? `t_${randomBytes(6).toString('hex')}`;
  if (!shared) await recreateDatabase(adminUrl, name, process.env.TEST_TEMPLATE_DB);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: resolve(TEST_DATA_ROOT, name),
    // A second instance signs and accepts the same tokens, as real replicas do.
    JWT_SECRET: options.sameDatabaseAs?.config.auth.jwtSecret ?? randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://portal.test',
    // Fast job queue: workers poll every 500 ms, recurring jobs are checked every second, and a mail
    // the server refused is tried again after 1 to 2 s.
    JOBS_POLL_INTERVAL_MS: '500',
    JOBS_CRON_CHECK_SECONDS: '1',
    MAIL_RETRY_DELAY: '1',
    MAIL_RETRY_MAX_DELAY: '2',
    ...env,
    DATABASE_URL: withDatabase(adminUrl, name),
  });
  const app = await createApp(config, { logger: ['error'] });
  await app.init();
  const db = new pg.Pool({ connectionString: config.database.url, max: 2 });
  const http = checkedAgent(request(app.getHttpServer()));
  await loadOpenApi(http);
  return {
    app,
    http,
    config,
    db,
    databaseName: name,
    close: async () => {
      await db.end();
      await app.close();
      if (!shared) await dropDatabase(adminUrl, name);
      if (!options.sameDatabaseAs) rmSync(config.database.dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

let hashCache: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'Senha-forte-9';

/** Inserts an active user with a password (hashed once per file, the hash is slow on purpose). */
export async function insertUser(
  db: pg.Pool,
  role: 'ADMIN' | 'COMERCIAL' | 'CLIENTE',
  fields: { email?: string; name?: string; clienteId?: number; status?: number } = {},
): Promise<TestUser> {
  hashCache ??= hashPassword(DEFAULT_PASSWORD);
  const email = fields.email ?? `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@exemplo.com.br`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash, cliente_id)
     VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3), $4, true, $5, $6) RETURNING id`,
    [email, fields.name ?? `Pessoa ${role} Teste`, role, fields.status ?? 1, await hashCache, fields.clienteId ?? null],
  );
  return { id: rows[0].id, email, password: DEFAULT_PASSWORD };
}

/** A session token for a user, signed by the app itself. */
export async function tokenFor(app: INestApplication, user: TestUser, role: string): Promise<string> {
  const { SessionTokensService } = await import('../../src/modules/auth/session-tokens.service.js');
  return app.get(SessionTokensService).issue({ id: user.id, email: user.email, name: 'Teste', role });
}

/**
 * A session token as login signs it, but issued `secondsAgo` in the past: `iat` has one-second
 * precision, so a test about sessions ended "from now on" needs one from an earlier second, without
 * waiting for the clock to tick.
 */
export async function tokenIssuedAgo(
  app: INestApplication,
  user: { id: number; email: string },
  role: string,
  secondsAgo: number,
): Promise<string> {
  const { JwtService } = await import('@nestjs/jwt');
  const { ROLE_CLAIM } = await import('@portal/shared/constants');
  const iat = Math.floor(Date.now() / 1000) - secondsAgo;
  return app
    .get(JwtService)
    .signAsync(
      { sub: user.id, email: user.email, name: 'Teste', [ROLE_CLAIM]: role, iat },
      { jwtid: randomBytes(8).toString('hex') },
    );
}
