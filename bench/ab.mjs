#!/usr/bin/env node
// node bench/ab.mjs --baseline apps/api/dist-other --customers 20000 --orders 4000 --products 1000 --logs 20000 --reuse
//                   [--pairs 12 --throughputSeconds 3 --requests 200 --only TERM]
// This build (apps/api/dist) against another (`--baseline`) on a shared machine (decision 0009): both
// servers up at once, `pairs` short rounds at c=32 in the order A B, B A, A B... and a c=1 median per
// build in each pair, then the median of the per-pair ratios. run.mjs's --baseline gives each build two
// 10 s rounds, and one burst of the other engineers' suites moves a mean of two by 2x; short interleaved
// rounds put the bursts on both builds and the median drops the rounds they hit.
import { readFileSync } from 'node:fs';
import { parseArgs } from './lib/args.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { baselineDatabase } from './lib/baseline-database.mjs';
import { ensureBenchAdmin, prepareBenchDatabase } from './lib/database.mjs';
import { measureLatency, measureThroughput } from './lib/measure.mjs';
import { buildScenarios } from './lib/scenarios.mjs';
import { selectScenarios } from './lib/select.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { percentile } from './lib/stats.mjs';

const options = parseArgs(process.argv.slice(2), { pairs: 12, throughputSeconds: 3 });
if (!options.baseline) throw new Error('--baseline <dist> é obrigatório: o build a comparar com apps/api/dist');
const credentials = { email: 'bench-admin@portal.local', password: 'Bench-senha-forte-7' };
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (values) =>
  percentile(
    [...values].sort((x, y) => x - y),
    50,
  );
const log = (line) => console.log(`[ab] ${line}`);

const database = await prepareBenchDatabase(options, log);
try {
  await ensureBenchAdmin(database.url, credentials.email, credentials.password);
  const { scenarios: all } = await buildScenarios(database.url, credentials);
  const scenarios = selectScenarios(
    all.filter((s) => s.group === 'health' || (s.group === 'byId' && !/PDF/.test(s.name))),
    options.only,
  );
  const baselineUrl = await baselineDatabase(database.url, options.baseline, log);
  const builds = [
    { key: 'a', name: 'apps/api/dist', server: await startServer(database.url) },
    { key: 'b', name: options.baseline, server: await startServer(baselineUrl, {}, [], options.baseline) },
    { key: 'bare', name: 'Node http nu', server: await startBareServer() },
  ];
  try {
    for (const build of builds.slice(0, 2))
      build.token = await signIn(build.server.base, credentials.email, credentials.password);
    for (const scenario of scenarios) compare(scenario, builds, await measurePairs(scenario, builds));
  } finally {
    for (const { server } of builds) await server.stop();
  }
} finally {
  await database.stop();
}

/** Each pair: c=32 on A and B (order alternating), then c=1 on both; the bare server beside /api/health. */
async function measurePairs(scenario, [a, b, bare]) {
  const rate = { concurrency: options.concurrency, seconds: options.throughputSeconds };
  const pathOf = (build) => (build === bare ? { path: '/', auth: false } : scenario);
  const before = loadavg();
  for (const build of [a, b])
    await measureThroughput(build.server.base, scenario, build.token, { ...rate, seconds: 1 });
  const pairs = [];
  for (let i = 0; i < options.pairs; i++) {
    const pair = {};
    const order = i % 2 ? [b, a] : [a, b];
    if (scenario.group === 'health') order.push(bare);
    for (const build of order) {
      const measured = await measureThroughput(build.server.base, pathOf(build), build.token, rate);
      const latency = await measureLatency(build.server.base, pathOf(build), build.token, options);
      pair[build.key] = { rps: measured.rps, errors: measured.errors + latency.errors, c1: latency.median };
    }
    pairs.push(pair);
  }
  return { pairs, loadavg: `${before} -> ${loadavg()}` };
}

function compare(scenario, [a, b, bare], { pairs, loadavg: load }) {
  const of = (build, key) => pairs.filter((pair) => pair[build.key]).map((pair) => pair[build.key][key]);
  const ratios = pairs.map((pair) => pair.b.rps / pair.a.rps);
  const errors = [a, b].map((build) => of(build, 'errors').reduce((sum, n) => sum + n, 0));
  const figures = (build) =>
    `${build.name} ${median(of(build, 'rps')).toFixed(0)} req/s, c=1 ${median(of(build, 'c1')).toFixed(2)} ms`;
  console.log(`\n${scenario.name} (${pairs.length} pares de ${options.throughputSeconds} s, carga ${load})`);
  console.log(`  ${figures(a)} | ${figures(b)}${scenario.group === 'health' ? ` | ${figures(bare)}` : ''}`);
  console.log(
    `  ${b.name} / ${a.name} por par: mediana ${median(ratios).toFixed(2)}x ` +
      `(${ratios.map((r) => r.toFixed(2)).join(' ')}); erros ${errors.join(' / ')}`,
  );
}
