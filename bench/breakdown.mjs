#!/usr/bin/env node
// node bench/breakdown.mjs --customers 20000 --orders 4000 --products 1000 --logs 20000 --reuse [--requests 400] [--only TERM]
// Where the c=1 latency of the by-id reads goes (issue 30): the API runs with bench/lib/timing-hooks.mjs
// preloaded (timestamps of arrival, each PostgreSQL round trip, the answer, the write), the client
// stamps send and receipt on the same monotonic clock. Also the client's own cost against a bare Node
// server (the bench's fetch and node:http), and the same SQL replayed directly (the bench's "SQL mediana").
import http from 'node:http';
import { loadavg } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from './lib/args.mjs';
import { captureStatements } from './lib/capture.mjs';
import { ensureBenchAdmin, prepareBenchDatabase, root } from './lib/database.mjs';
import { measureRawSql } from './lib/measure.mjs';
import { buildScenarios } from './lib/scenarios.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { summarise } from './lib/stats.mjs';

const options = parseArgs(process.argv.slice(2), { requests: 400, warmup: 50 });
const credentials = { email: 'bench-admin@portal.local', password: 'Bench-senha-forte-7' };
const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (values) => summarise(values).median;
const fmt = (value) => (Number.isFinite(value) ? value.toFixed(3) : '-');

/** c=1 over fetch (what bench/run.mjs measures) or node:http with a keep-alive agent. */
function client(kind) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return async (url, headers) => {
    const sent = now();
    if (kind === 'fetch') {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      return { sent, received: now(), ok: response.ok };
    }
    return new Promise((done, fail) => {
      http
        .get(url, { agent, headers }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => done({ sent, received: now(), ok: response.statusCode < 400 }));
        })
        .on('error', fail);
    });
  };
}

async function run(base, path, headers, kind, prefix) {
  const send = client(kind);
  const samples = [];
  for (let i = 0; i < options.warmup + options.requests; i++) {
    const sample = await send(base + path, { ...headers, 'x-bench-seq': `${prefix}-${i}` });
    if (!sample.ok) throw new Error(`${path}: resposta de erro`);
    if (i >= options.warmup) samples.push({ ...sample, seq: `${prefix}-${i}` });
  }
  return samples;
}

/** Medians of each step's distance from the step before it, joining the server's and the client's stamps. */
function segments(samples, serverLines) {
  const bySeq = new Map(serverLines.map((line) => [line.seq, line.steps]));
  const gaps = new Map();
  const add = (label, value) => gaps.set(label, [...(gaps.get(label) ?? []), value]);
  for (const sample of samples) {
    const steps = bySeq.get(sample.seq);
    if (!steps) continue;
    const all = [['cliente envia', sample.sent], ...steps, ['cliente recebe', sample.received]];
    for (let i = 1; i < all.length; i++) add(`${all[i - 1][0]} → ${all[i][0]}`, all[i][1] - all[i - 1][1]);
    add('total (cliente)', sample.received - sample.sent);
    add('no servidor (request → finish)', steps.at(-1)[1] - steps[0][1]);
  }
  return [...gaps].map(([label, values]) => [label, median(values), values.length]);
}

const database = await prepareBenchDatabase(options, (line) => console.log(`[breakdown] ${line}`));
const timingFile = join(root, '.bench-data', 'timing.jsonl');
try {
  await ensureBenchAdmin(database.url, credentials.email, credentials.password);
  const { scenarios: all } = await buildScenarios(database.url, credentials);
  // `--only TERM` keeps the scenarios whose name holds TERM (e.g. "Cotacoes/{id}").
  const scenarios = all.filter(
    (s) =>
      ['byId', 'health', 'session'].includes(s.group) &&
      !/PDF/.test(s.name) &&
      (!options.only || s.name.toLowerCase().includes(options.only.toLowerCase())),
  );
  const statements = await captureStatements(database.url, scenarios, credentials);
  const hooks = join(root, 'bench/lib/timing-hooks.mjs');
  const server = await startServer(database.url, { TIMING_FILE: timingFile }, ['--import', hooks]);
  const samples = [];
  const bare = {};
  try {
    const token = await signIn(server.base, credentials.email, credentials.password);
    for (const scenario of scenarios) {
      const headers = scenario.auth === false ? {} : { Authorization: `Bearer ${token}` };
      for (const kind of ['fetch', 'http']) {
        const load = loadavg()[0];
        samples.push({
          scenario,
          kind,
          load,
          list: await run(server.base, scenario.path, headers, kind, `${scenario.name}-${kind}`),
        });
      }
    }
    const bareServer = await startBareServer();
    try {
      for (const kind of ['fetch', 'http']) bare[kind] = await run(bareServer.base, '/', {}, kind, `bare-${kind}`);
    } finally {
      await bareServer.stop();
    }
  } finally {
    await server.stop();
  }
  const serverLines = readFileSync(timingFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  for (const kind of ['fetch', 'http']) {
    console.log(
      `http nu do Node, cliente ${kind}: mediana ${fmt(median(bare[kind].map((s) => s.received - s.sent)))} ms`,
    );
  }
  for (const { scenario, kind, load, list } of samples) {
    const raw = await measureRawSql(database.url, statements.get(scenario.name), options);
    console.log(
      `\n${scenario.name}, cliente ${kind} (carga ${load.toFixed(2)}; SQL direto mediana ${fmt(raw?.median)} ms)`,
    );
    for (const [label, value, count] of segments(list, serverLines))
      console.log(`  ${label.padEnd(44)} ${fmt(value).padStart(8)} ms  (${count})`);
  }
} finally {
  rmSync(timingFile, { force: true });
  await database.stop();
}
