import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { loadConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/database/embedded-database.js';
import { migrate } from '../../src/database/migrator.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { insertUser, tokenFor } from '../support/test-app.js';
import { PrismaService } from '../../src/database/prisma.service.js';

// Its own PostgreSQL, since this test stops and restarts the server under the app.
const TEST_DATA = resolve(import.meta.dirname, '../../../../.test-data');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condição não atingida a tempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('database outage', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'outage-'));
  let port: number;
  let database: EmbeddedDatabase;
  let app: INestApplication;
  let token: string;

  const startDatabase = async () => {
    database = await startEmbeddedDatabase({ dataDir, port, databaseName: 'portal' });
  };

  beforeAll(async () => {
    port = await freePort();
    await startDatabase();
    await migrate(database.url, MIGRATIONS_DIR);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: 'x'.repeat(40) });
    app = await createApp(config, { logger: false });
    await app.init();
    const db = new pg.Pool({ connectionString: database.url });
    const admin = await insertUser(db, 'ADMIN');
    await db.end();
    token = await tokenFor(app, admin, 'ADMIN');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in Portuguese while the database is down, and recovers without a restart', async () => {
    const http = request(app.getHttpServer());
    await http.get('/api/Ufs').set('Authorization', `Bearer ${token}`).expect(200);

    // A client checked out of the pool (as a transaction holds one) while the server goes away:
    // its 'error' event must not crash the process.
    const held = await app.get(PrismaService).pool.connect();
    await database.stop();
    await expect(held.query('SELECT 1')).rejects.toThrow();
    held.release(true);
    const started = Date.now();
    const health = await http.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      database: 'down',
    });
    const guarded = await http.get('/api/Ufs').set('Authorization', `Bearer ${token}`);
    expect(guarded.status).toBe(503);
    expect(guarded.body.message).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
    expect(guarded.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(12_000);

    await startDatabase();
    const back = Date.now();
    await until(async () => ((await http.get('/api/health')).status === 200 ? true : undefined), 5_000);
    await http.get('/api/Ufs').set('Authorization', `Bearer ${token}`).expect(200);
    expect(Date.now() - back).toBeLessThan(5_000);
  }, 60_000);
});
