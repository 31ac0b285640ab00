// A fresh database for the benchmark: the embedded PostgreSQL under .bench-data/ or, with
// DATABASE_URL, a `portal_bench` database on that server. Then migrations and demo data.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = new URL('../../', import.meta.url).pathname;
const api = (path) => import(join(root, 'apps/api/dist', path));
export const pg = createRequire(join(root, 'apps/api/package.json'))('pg');

export const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

export async function prepareBenchDatabase(options, log) {
  const { withDatabase, recreateDatabase } = await api('database/database-admin.js');
  const { migrate } = await api('database/migrator.js');
  const { MIGRATIONS_DIR } = await api('database/database-runtime.js');
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => undefined;
  let start = async () => undefined;
  const dataDir = join(root, '.bench-data', `c${options.customers}-s${options.seed}`);
  if (!adminUrl) {
    const { startEmbeddedDatabase } = await api('database/embedded-database.js');
    if (!options.reuse && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // The server's own log beside its data: why a long run's connections were ended, if they are.
    const logFile = join(dataDir, 'postgres.log');
    const settings = {
      dataDir,
      port: await freePort(),
      databaseName: 'postgres',
      log: (text) => appendFileSync(logFile, `${text}\n`),
    };
    let embedded = await startEmbeddedDatabase(settings);
    adminUrl = embedded.url;
    stop = () => embedded.stop();
    // The load command stops and starts the server under the app to measure an outage.
    start = async () => {
      embedded = await startEmbeddedDatabase(settings);
    };
  }
  // bench:migrations loads its own database, migrated only up to the migrations it measures.
  const name = options.databaseName ?? 'portal_bench';
  const url = withDatabase(adminUrl, name);
  const exists = await databaseExists(adminUrl, name);
  if (!options.reuse || options.freshDatabase || !exists) {
    await recreateDatabase(adminUrl, name);
    await migrate(url, options.migrationsDir ?? MIGRATIONS_DIR);
    log(`Carregando dados de demonstração (${options.customers} clientes)...`);
    const started = Date.now();
    execFileSync(
      process.execPath,
      [
        join(root, 'apps/api/dist/tools/seed-demo.js'),
        ...['--customers', options.customers, '--orders', options.orders, '--products', options.products],
        ...['--logs', options.logs, '--seed', options.seed].map(String),
      ].map(String),
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          ...(options.migrationsDir && { PORTAL_MIGRATIONS_DIR: options.migrationsDir }),
        },
        stdio: 'inherit',
      },
    );
    log(`Dados carregados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { url, dataDir, stop, start, embedded: !process.env.DATABASE_URL };
}

async function databaseExists(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await client.end();
  return rowCount > 0;
}

/** A staff account with a known password for the benchmark's requests. */
export async function ensureBenchAdmin(url, email, password, role = 'ADMIN') {
  const { hashPassword } = await api('common/security/password-hasher.js');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash)
     VALUES ($1, 'Bench Usuario', (SELECT id FROM roles WHERE normalized_name = $3), 1, true, $2)
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, status = 1`,
    [email, await hashPassword(password), role],
  );
  await client.query('ANALYZE');
  await client.end();
}
