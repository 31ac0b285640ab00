#!/usr/bin/env node
// npm run load [-- --clients 32 --seconds 60 --outage 5 --customers 20000]
// A mixed workload by staff of both roles against the real server, an optional database outage in
// the middle, then every acknowledged write checked against the database.
import { readFileSync } from 'node:fs';
import { parseArgs } from './lib/args.mjs';
import { ensureBenchAdmin, pg, prepareBenchDatabase } from './lib/database.mjs';
import { createStats } from './lib/load-stats.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { createClient } from './lib/workload.mjs';

const log = (line) => console.log(`[load] ${line}`);
const options = {
  clients: 32,
  seconds: 60,
  outage: 0,
  ...parseArgs(process.argv.slice(2), { clients: 32, seconds: 60, outage: 0 }),
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const database = await prepareBenchDatabase({ ...options, reuse: true }, log);
const staff = [
  { email: 'load-admin@portal.local', password: 'Carga-senha-forte-7', role: 'ADMIN' },
  { email: 'load-comercial@portal.local', password: 'Carga-senha-forte-7', role: 'COMERCIAL' },
];
for (const user of staff) await ensureBenchAdmin(database.url, user.email, user.password, user.role);
const server = await startServer(database.url);
const stats = createStats();
const ledger = new Map();
const memory = [];
try {
  const tokens = await Promise.all(staff.map((user) => signIn(server.base, user.email, user.password)));
  const sampler = setInterval(() => memory.push(rssMb(server.pid)), 1000);
  memory.push(rssMb(server.pid));
  const deadline = Date.now() + options.seconds * 1000;
  const clients = Array.from({ length: options.clients }, (_, id) =>
    createClient({
      base: server.base,
      token: tokens[id % tokens.length],
      id,
      ledger,
      stats,
      cpfOffset: Math.floor(Math.random() * 800_000_000),
    })(deadline),
  );
  let outage;
  if (options.outage > 0 && database.embedded) outage = runOutage(options.seconds * 333);
  await Promise.all(clients);
  const outageReport = await outage;
  clearInterval(sampler);
  memory.push(rssMb(server.pid));

  const check = await verify(database.url, ledger);
  const report = stats.report();
  console.log(
    JSON.stringify(
      { options, ...report, writesChecked: check, outage: outageReport, memoryMb: summariseMemory(memory) },
      null,
      2,
    ),
  );
  if (check.missing + check.wrong + check.duplicated + check.withoutAudit > 0 || report.errorsOutsideOutage > 0)
    process.exitCode = 1;
} finally {
  await server.stop();
  await database.stop();
}

async function runOutage(afterMs) {
  await new Promise((r) => setTimeout(r, afterMs));
  log(`parando o PostgreSQL por ${options.outage} s`);
  stats.setPhase('outage');
  const stopped = Date.now();
  await database.stop();
  await new Promise((r) => setTimeout(r, options.outage * 1000));
  await database.start();
  const restarted = Date.now();
  for (;;) {
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const recoveredMs = Date.now() - restarted;
  stats.setPhase('normal');
  const during = stats.samples.filter((s) => s.phase === 'outage');
  log(`recuperado ${recoveredMs} ms após o banco voltar`);
  return {
    outageMs: restarted - stopped,
    recoveryMs: recoveredMs,
    answersDuringOutage: during.length,
    status503: during.filter((s) => s.status === 503).length,
    otherStatuses: [...new Set(during.filter((s) => s.status !== 503).map((s) => s.status))],
  };
}

async function verify(url, expected) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = { checked: expected.size, missing: 0, wrong: 0, duplicated: 0, withoutAudit: 0 };
  try {
    for (const [cpf, want] of expected) {
      const { rows } = await client.query('SELECT id, nome FROM clientes WHERE cpf = $1', [cpf]);
      if (want.deleted) {
        if (rows.length) result.wrong++;
        continue;
      }
      if (rows.length === 0) result.missing++;
      else if (rows.length > 1) result.duplicated++;
      else if (rows[0].nome !== want.nome) result.wrong++;
      else {
        const audit = await client.query(`SELECT 1 FROM audit_logs WHERE data->>'idObject' = $1 LIMIT 1`, [
          String(rows[0].id),
        ]);
        if (!audit.rowCount) result.withoutAudit++;
      }
    }
  } finally {
    await client.end();
  }
  return result;
}

function summariseMemory(samples) {
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  return {
    start: samples[0].toFixed(0),
    peak: Math.max(...samples).toFixed(0),
    end: samples.at(-1).toFixed(0),
    firstThirdAvg: avg(samples.slice(0, third)).toFixed(0),
    lastThirdAvg: avg(samples.slice(-third)).toFixed(0),
  };
}
