#!/usr/bin/env node
// npm run bench:migrations [-- --migration 20261127040000 --customers 1000000 --clients 8 --reuse]
// Loads the demo data into its own database migrated up to (not including) the measured migrations
// (those whose folder name starts with --migration, by default the newest), then applies them with
// the real migrator while clients keep reading and writing quotations, and prints the longest lock
// wait any statement saw (target < 1 s: docs/arquitetura.md, expand/contract).
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { pg, prepareBenchDatabase, root } from './lib/database.mjs';
import { summarise } from './lib/stats.mjs';

const log = (line) => console.log(`[bench:migrations] ${line}`);
const argv = process.argv.slice(2);
const at = argv.indexOf('--migration');
const prefix = at >= 0 ? argv.splice(at, 2)[1] : undefined;
const options = parseArgs(argv, { clients: 8 });
const all = join(root, 'prisma/migrations');
const names = readdirSync(all).sort();
const target = prefix ?? names.at(-1);
const measured = names.filter((n) => n.startsWith(target));
if (!measured.length) throw new Error(`nenhuma migração começa com ${target}`);
const before = mkdtempSync(join(tmpdir(), 'migrations-'));
for (const n of names.filter((n) => n < measured[0])) cpSync(join(all, n), join(before, n), { recursive: true });

// The embedded server's data folder is shared with `npm run bench` (--reuse keeps it); this database is new.
const database = await prepareBenchDatabase(
  {
    ...options,
    reuse: true,
    freshDatabase: !options.reuse,
    databaseName: 'portal_bench_migracoes',
    migrationsDir: before,
  },
  log,
);
const { migrate } = await import(join(root, 'apps/api/dist/database/migrator.js'));
try {
  const pool = new pg.Pool({ connectionString: database.url, max: options.clients + 1 });
  const { rows } = await pool.query(`SELECT min(id) AS lo, max(id) AS hi FROM cotacoes`);
  const { lo, hi } = rows[0];
  const samples = { read: [], write: [] };
  let running = true;
  let errors = 0;
  const timed = async (kind, sql, values) => {
    const started = performance.now();
    await pool.query(sql, values).catch(() => errors++);
    samples[kind].push(performance.now() - started);
  };
  // Half the clients read (the status + period search's page), half write (an edit of one quotation).
  const client = async (i) => {
    while (running) {
      const id = lo + Math.floor(Math.random() * (hi - lo + 1));
      if (i % 2)
        await timed('write', `UPDATE cotacoes SET observacoes = $2 WHERE id = $1`, [id, `bench ${Date.now()}`]);
      else
        await timed(
          'read',
          `SELECT id FROM cotacoes WHERE status = 'enviada' ORDER BY criado_em DESC, id DESC LIMIT 15`,
        );
    }
  };
  // The longest wait on a lock seen by any backend, sampled every 50 ms: how long each ungranted lock
  // has been waited for (pg_locks.waitstart), not how old the waiting statement is (a backfill that
  // runs for seconds and waits 2 ms for one row lock is not a 2 s wait).
  let longestWaitMs = 0;
  const watcher = (async () => {
    while (running) {
      const { rows: waiting } = await pool.query(
        `SELECT coalesce(max(extract(epoch FROM clock_timestamp() - l.waitstart) * 1000), 0)::float AS ms
           FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE NOT l.granted AND a.datname = current_database()`,
      );
      longestWaitMs = Math.max(longestWaitMs, waiting[0].ms);
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  const clients = Array.from({ length: options.clients }, (_, i) => client(i));
  const load = loadavg()[0];
  log(`Aplicando ${measured.join(', ')} com ${options.clients} clientes lendo e escrevendo (carga ${load.toFixed(2)})`);
  const started = performance.now();
  await new Promise((done) => setTimeout(done, 1000)); // the clients' pace before the migration
  const applied = await migrate(database.url, all);
  const seconds = (performance.now() - started) / 1000 - 1;
  running = false;
  await Promise.all([...clients, watcher]);
  await pool.end();
  const worst = (kind) => Math.max(0, ...samples[kind]);
  const report = {
    migrations: applied,
    seconds: Number(seconds.toFixed(1)),
    longestLockWaitMs: Number(longestWaitMs.toFixed(0)),
    slowestReadMs: Number(worst('read').toFixed(0)),
    slowestWriteMs: Number(worst('write').toFixed(0)),
    readP99Ms: Number(summarise(samples.read).p99.toFixed(1)),
    writeP99Ms: Number(summarise(samples.write).p99.toFixed(1)),
    statements: samples.read.length + samples.write.length,
    errors,
    loadavg: [load, loadavg()[0]].map((n) => Number(n.toFixed(2))),
  };
  console.log(JSON.stringify(report, null, 2));
  log(`maior espera por lock: ${report.longestLockWaitMs} ms (meta < 1000 ms)`);
  // Only lock waits count: on a loaded machine a statement can be slow for want of CPU alone.
  if (report.longestLockWaitMs >= 1000) process.exitCode = 1;
} finally {
  await database.stop();
}
