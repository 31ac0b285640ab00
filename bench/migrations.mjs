#!/usr/bin/env node
// npm run bench:migrations [-- --migration 20261127040000 --customers 1000000 --clients 8 --reuse]
//                          [-- --template portal_bench_antes]
// Loads the demo data into its own database migrated up to (not including) the measured migrations
// (those whose folder name starts with --migration, by default the newest), then applies them with
// the real migrator while clients keep reading and writing quotations, and prints the longest lock
// wait any statement saw (target < 1 s: docs/arquitetura.md, expand/contract), per migration and per
// statement. --template: the database is a copy of that one (on the same server, e.g. the bench data
// with the measured migrations rolled back) instead of a new load: what it lacks is applied.
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { pg, prepareBenchDatabase, root } from './lib/database.mjs';
import { watchLockWaits } from './lib/lock-waits.mjs';
import { startClients } from './lib/migration-clients.mjs';

const log = (line) => console.log(`[bench:migrations] ${line}`);
const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv.splice(at, 2)[1] : undefined;
};
const prefix = option('--migration');
const template = option('--template');
const options = parseArgs(argv, { clients: 8 });
const all = join(root, 'prisma/migrations');
const names = readdirSync(all).sort();
const target = prefix ?? names.at(-1);
const measured = names.filter((n) => n.startsWith(target));
if (!measured.length && !template) throw new Error(`nenhuma migração começa com ${target}`);
const upTo = (last) => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const n of names.filter((n) => n <= last)) cpSync(join(all, n), join(dir, n), { recursive: true });
  return dir;
};
const before = measured.length ? upTo(names[names.indexOf(measured[0]) - 1] ?? '') : undefined;

// The embedded server's data folder is shared with `npm run bench` (--reuse keeps it); this database is new.
const database = await prepareBenchDatabase(
  {
    ...options,
    reuse: true,
    freshDatabase: !options.reuse && !template,
    databaseName: template ?? 'portal_bench_migracoes',
    migrationsDir: before,
  },
  log,
);
const { migrate, readMigrations } = await import(join(root, 'apps/api/dist/database/migrator.js'));
const { withDatabase } = await import(join(root, 'apps/api/dist/database/database-admin.js'));
try {
  if (template) {
    const admin = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS portal_bench_migracoes WITH (FORCE)');
    await admin.query(`CREATE DATABASE portal_bench_migracoes TEMPLATE ${pg.escapeIdentifier(template)}`);
    await admin.end();
    database.url = withDatabase(database.url, 'portal_bench_migracoes');
    log(`Cópia de ${template} pronta`);
  }
  const pool = new pg.Pool({ connectionString: database.url, max: options.clients + 3 });
  // An idle connection ended by the server: said, not an unhandled 'error' that ends the run unexplained.
  pool.on('error', (error) => log(`conexão ociosa encerrada: ${error.message}`));
  const { rows: feitas } = await pool.query('SELECT name FROM "_portal_migrations"');
  const pending = readMigrations(all)
    .map((m) => m.name)
    .filter((n) => !feitas.some((f) => f.name === n));
  const { rows } = await pool.query(`SELECT min(id) AS lo, max(id) AS hi FROM cotacoes`);
  const { lo, hi } = rows[0];
  // Mail jobs in the data (e.g. queued before jobs had an owner, which 20261126060000 backfills): one
  // more client touches them as the worker does after a send (it drops the sealed body).
  const { rows: jobs } = await pool
    .query(`SELECT id FROM pgboss.job WHERE name = 'mail' LIMIT 1000`)
    .catch(() => ({ rows: [] }));
  let applying = 'antes';
  const watcher = watchLockWaits(pool, () => applying);
  const clients = startClients(pool, { clients: options.clients, lo, hi, jobs });
  const load = loadavg()[0];
  log(
    `Aplicando ${pending.join(', ')} com ${options.clients} clientes lendo e escrevendo (cotações e linhas)` +
      `${jobs.length ? ` e 1 nos ${jobs.length} e-mails da fila` : ''} (carga ${load.toFixed(2)})`,
  );
  const started = performance.now();
  await new Promise((done) => setTimeout(done, 1000)); // the clients' pace before the migration
  // One migration at a time (the migrator over the folders up to it), to time and blame each.
  const perMigration = [];
  for (const name of pending) {
    applying = name;
    const begun = performance.now();
    // A failed migration is reported (and fails the command) with the clients' figures up to it.
    const error = await migrate(database.url, upTo(name)).then(
      () => undefined,
      (e) => e.message,
    );
    perMigration.push({ name, seconds: Number(((performance.now() - begun) / 1000).toFixed(1)), error });
    log(`${name}: ${perMigration.at(-1).seconds} s${error ? `, falhou: ${error}` : ''}`);
    if (error) break;
  }
  const seconds = (performance.now() - started) / 1000 - 1;
  applying = 'depois';
  const seen = await clients.stop();
  const waits = await watcher.stop();
  await pool.end();
  const longest = (during) => Math.max(0, ...waits.filter((w) => !during || w.during === during).map((w) => w.ms));
  const report = {
    migrations: perMigration.map((m) => ({ ...m, longestLockWaitMs: longest(m.name) })),
    seconds: Number(seconds.toFixed(1)),
    longestLockWaitMs: longest(),
    // The longest wait of each (waiting statement, statement holding the lock), longest first.
    lockWaits: waits.slice(0, 12),
    ...seen,
    loadavg: [load, loadavg()[0]].map((n) => Number(n.toFixed(2))),
  };
  console.log(JSON.stringify(report, null, 2));
  log(`maior espera por lock: ${report.longestLockWaitMs} ms (meta < 1000 ms)`);
  // Lock waits and errors count, not slowness: on a loaded machine a statement can be slow for want of CPU alone.
  const failed = perMigration.some((m) => m.error) || report.errors > 0;
  if (report.longestLockWaitMs >= 1000 || failed) process.exitCode = 1;
} finally {
  await database.stop();
}
