#!/usr/bin/env node
// node bench/cpu.mjs --customers 1000000 --reuse [--throughputSeconds 10 --rounds 3] --path P [--path Q ...]
// Throughput at c=32 (autocannon) of each path on one server, the paths alternating for --rounds rounds
// (a shared machine's load hits them alike), with the CPU each request cost the API process and the
// PostgreSQL backends of the bench database (cpu-time.mjs; the server on this machine): which side a
// search spends its time on (issue 30).
import { loadavg } from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { backendsCpuUs, processCpuUs, spentUs } from './lib/cpu-time.mjs';
import { ensureBenchAdmin, pg, prepareBenchDatabase } from './lib/database.mjs';
import { measureThroughput } from './lib/measure.mjs';
import { signIn, startServer } from './lib/server.mjs';

const log = (line) => console.log(`[cpu] ${line}`);
const argv = process.argv.slice(2);
const paths = [];
for (let at = argv.indexOf('--path'); at >= 0; at = argv.indexOf('--path')) paths.push(argv.splice(at, 2)[1]);
const options = parseArgs(argv, { rounds: 3 });
if (!paths.length) throw new Error('informe ao menos um --path');
const credentials = { email: 'bench-admin@portal.local', password: 'Bench-senha-forte-7' };

const database = await prepareBenchDatabase({ ...options, reuse: true }, log);
try {
  await ensureBenchAdmin(database.url, credentials.email, credentials.password);
  const server = await startServer(database.url);
  const observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
  try {
    const token = await signIn(server.base, credentials.email, credentials.password);
    const load = { concurrency: options.concurrency, seconds: options.throughputSeconds };
    const warmUp = { ...load, seconds: Math.min(2, options.throughputSeconds) };
    for (const path of paths) await measureThroughput(server.base, { path }, token, warmUp);
    const rows = [];
    for (let round = 1; round <= options.rounds; round++) {
      for (const path of paths) {
        const before = [processCpuUs(server.pid), await backendsCpuUs(observer)];
        const result = await measureThroughput(server.base, { path }, token, load);
        const after = [processCpuUs(server.pid), await backendsCpuUs(observer)];
        const requests = result.rps * options.throughputSeconds;
        const row = {
          round,
          path,
          rps: Math.round(result.rps),
          errors: result.errors,
          apiUsPerRequest: Math.round((after[0] - before[0]) / requests),
          postgresUsPerRequest: Math.round(spentUs(before[1], after[1]) / requests),
          p50Ms: result.p50,
          p99Ms: result.p99,
          loadavg: result.loadavg,
        };
        rows.push(row);
        log(JSON.stringify(row));
      }
    }
    console.table(rows);
    log(
      `carga ao fim: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await observer.end();
    await server.stop();
  }
} finally {
  await database.stop();
}
