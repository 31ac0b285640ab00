// Starts one PostgreSQL for the whole Jest run and migrates a template database that every test
// file clones. Plain ESM over the compiled sources (dist/), because Jest loads global hooks outside
// its ESM transform. Workers inherit the environment set here.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { startEmbeddedDatabase } from '../../dist/database/embedded-database.js';
import { migrate } from '../../dist/database/migrator.js';
import { recreateDatabase, withDatabase } from '../../dist/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../dist/database/database-runtime.js';
import { installJobsSchema } from '../../dist/modules/jobs/jobs-schema.js';

export const TEMPLATE_DB = 'portal_test_template';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => undefined;
  if (!adminUrl) {
    // Each run gets its own data folder and port: a shared one could be wiped under another run.
    const dataDir = resolve(import.meta.dirname, '../../../../.test-data', `run-${process.pid}-${Date.now()}`);
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedDatabase({ dataDir, port: await freePort(), databaseName: 'postgres' });
    adminUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  await recreateDatabase(adminUrl, TEMPLATE_DB);
  await migrate(withDatabase(adminUrl, TEMPLATE_DB), MIGRATIONS_DIR);
  // pg-boss's own schema, which the app would otherwise create at every test app's boot (~0.5 s).
  await installJobsSchema(withDatabase(adminUrl, TEMPLATE_DB));
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  globalThis.__stopTestCluster = stop;
}
