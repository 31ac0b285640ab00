#!/usr/bin/env node
// npm run bench:pdf [-- --clients 30 --lines 500 --seconds 20 --idle 3 --workers N --fila N --baseline apps/api/dist-base]
// Issue 25, finding 7: /api/health latency while `clients` download a `lines`-line quotation PDF at
// once, through the real server (a small demo database, embedded PostgreSQL unless DATABASE_URL).
// Target: health p99 under 200 ms. Prints the figures; fails only when the server errs (5xx but 503).
// --baseline: another build of the API (e.g. the previous commit's), measured the same way right after
// this one on the same data, then this one again, with the load average beside each (issue 30).
import os from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { ensureBenchAdmin, pg, prepareBenchDatabase } from './lib/database.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { summarise } from './lib/stats.mjs';

const log = (line) => console.log(`[bench:pdf] ${line}`);
// --idle: seconds of /api/health alone, before the downloads (the test's smoke run shortens it).
const defaults = { clients: 30, lines: 500, seconds: 20, idle: 3, workers: 0, fila: -1 };
const options = {
  ...parseArgs(process.argv.slice(2), defaults),
  // A small database: the PDF does not depend on how many other rows there are.
  ...{ customers: 200, orders: 50, products: 600, logs: 100 },
};
const credentials = { email: 'bench-pdf@portal.local', password: 'Bench-senha-forte-7' };

const database = await prepareBenchDatabase({ ...options, reuse: false }, log);
const env = {
  ...(options.workers > 0 ? { PDF_WORKERS: String(options.workers) } : {}),
  ...(options.fila >= 0 ? { PDF_FILA: String(options.fila) } : {}),
};
const builds = options.baseline ? ['apps/api/dist', options.baseline, 'apps/api/dist'] : ['apps/api/dist'];
try {
  for (const dist of builds) await measure(dist);
} finally {
  await database.stop();
}

async function measure(dist) {
  const server = await startServer(database.url, env, [], dist);
  try {
    await ensureBenchAdmin(database.url, credentials.email, credentials.password);
    const token = await signIn(server.base, credentials.email, credentials.password);
    const id = await quotation(database.url, server.base, token, options.lines);
    const path = `/api/Cotacoes/${id}/pdf`;
    const auth = { Authorization: `Bearer ${token}` };
    const first = await fetch(server.base + path, { headers: auth });
    const size = (await first.arrayBuffer()).byteLength;
    log(
      `${dist}: cotação ${id}: ${options.lines} linhas, PDF de ${(size / 1024).toFixed(0)} KiB (status ${first.status})`,
    );

    const loadBefore = loadavg();
    const idle = await probeHealth(server.base, Date.now() + options.idle * 1000);
    const deadline = Date.now() + options.seconds * 1000;
    const downloads = [];
    const download = async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await fetch(server.base + path, { headers: auth });
        await response.arrayBuffer();
        downloads.push({ status: response.status, ms: performance.now() - started });
        // A refused client waits as Retry-After says, as a browser user would before trying again.
        if (response.status === 503) await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    };
    const [loaded] = await Promise.all([
      probeHealth(server.base, deadline),
      ...Array.from({ length: options.clients }, download),
    ]);

    const ok = downloads.filter((d) => d.status === 200);
    const statuses = Object.fromEntries(
      [...new Set(downloads.map((d) => d.status))].map((s) => [s, downloads.filter((d) => d.status === s).length]),
    );
    const fmt = (s) =>
      `p50 ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, máx ${s.max.toFixed(1)} ms (${s.count})`;
    console.log('');
    console.log(`build:                          ${dist}`);
    console.log(`carga da máquina (loadavg):     ${loadBefore} antes, ${loadavg()} depois`);
    console.log(`/api/health sem carga:          ${fmt(idle)}`);
    console.log(`/api/health com ${options.clients} downloads:   ${fmt(loaded)}`);
    console.log(`downloads 200:                  ${fmt(withMax(summarise(ok.map((d) => d.ms)), ok))}`);
    console.log(`downloads por status:           ${JSON.stringify(statuses)}`);
    console.log(`PDFs por segundo:               ${(ok.length / options.seconds).toFixed(1)}`);
    console.log(`meta: p99 de /api/health < 200 ms com carga: ${loaded.p99 < 200 ? 'atingida' : 'NÃO atingida'}`);
    if (downloads.some((d) => d.status >= 500 && d.status !== 503)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** The 1, 5 and 15 minute load averages (the machine may be shared). */
function loadavg() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Sequential GET /api/health every 50 ms until `deadline`: the latency a load balancer would see. */
async function probeHealth(base, deadline) {
  const samples = [];
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await sleep(50);
  }
  return withMax(
    summarise(samples),
    samples.map((ms) => ({ ms })),
  );
}

function withMax(summary, list) {
  return { ...summary, max: Math.max(...list.map((d) => d.ms)) };
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

/** A draft with `lines` lines of the demo products, for a demo customer, through the API. */
async function quotation(url, base, token, lines) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const produtos = (await client.query(`SELECT id FROM produtos WHERE status ORDER BY id LIMIT $1`, [lines])).rows;
    const cliente = (await client.query(`SELECT id FROM clientes WHERE status ORDER BY id LIMIT 1`)).rows[0];
    if (produtos.length < lines) throw new Error(`só ${produtos.length} produtos ativos para ${lines} linhas`);
    const itens = produtos.map(({ id }, i) => ({ produtoId: id, quantidade: (i % 7) + 1, precoUnitario: 10 + i }));
    const response = await fetch(`${base}/api/Cotacoes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ clienteId: cliente.id, observacoes: 'Benchmark do PDF', itens }),
    });
    const body = await response.json();
    if (response.status !== 201) throw new Error(`criar cotação: ${response.status} ${JSON.stringify(body)}`);
    return body.id;
  } finally {
    await client.end();
  }
}
