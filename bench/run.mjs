#!/usr/bin/env node
// npm run bench [-- --customers 1000000 --requests 200 --concurrency 32 --throughputSeconds 10 --reuse --only clientes]
// Loads demo data into a fresh database, then measures every endpoint of the performance issue
// through the real server, beside the same SQL run directly, and writes bench/results/.
import { loadavg } from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { captureStatements } from './lib/capture.mjs';
import { ensureBenchAdmin, prepareBenchDatabase } from './lib/database.mjs';
import { measureLatency, measureRawSql, measureThroughput } from './lib/measure.mjs';
import { measureSqlThroughputs } from './lib/sql-throughput.mjs';
import { measurePdfWithHealth } from './lib/pdf-health.mjs';
import { selectScenarios } from './lib/select.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { buildScenarios } from './lib/scenarios.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { baselineDatabase } from './lib/baseline-database.mjs';
import { previousComparable, targetLines } from './lib/targets.mjs';

const log = (line) => console.log(`[bench] ${line}`);
const options = parseArgs(process.argv.slice(2));
const credentials = { email: 'bench-admin@portal.local', password: 'Bench-senha-forte-7' };

const database = await prepareBenchDatabase(options, log);
try {
  await ensureBenchAdmin(database.url, credentials.email, credentials.password);
  const { scenarios: all, terms } = await buildScenarios(database.url, credentials);
  const scenarios = selectScenarios(all, options.only);
  log(`Termos: ${JSON.stringify(terms)}`);
  const statements = await captureStatements(database.url, scenarios, credentials);
  // Copied before any server holds the bench database open (a template must have no other session).
  const baselineUrl = options.baseline && (await baselineDatabase(database.url, options.baseline, log));

  const server = await startServer(database.url);
  const results = [];
  let bare;
  // The floor of the c=1 latency: the same client against a bare Node server (report.mjs).
  options.bareLatency = await measureBareLatency();
  log(`http nu do Node a c=1: mediana ${options.bareLatency.median.toFixed(2)} ms`);
  try {
    const token = await signIn(server.base, credentials.email, credentials.password);
    for (const scenario of scenarios) {
      log(scenario.name);
      const load = loadavg();
      if (scenario.group === 'pdfHealth') {
        const measured = await measurePdfWithHealth(server.base, scenario, token, {
          concurrency: options.concurrency,
          seconds: options.throughputSeconds,
        });
        results.push({ name: scenario.name, group: scenario.group, ...measured, load });
        continue;
      }
      const latency = await measureLatency(server.base, scenario, token, options);
      const raw = await measureRawSql(database.url, statements.get(scenario.name), options);
      const rate = { concurrency: options.concurrency, seconds: options.throughputSeconds };
      // /api/health alternates with a bare Node server (before and after), on the same shared machine.
      if (scenario.group === 'health') bare = [await measureBare(rate)];
      const throughput = await measureThroughput(server.base, scenario, token, rate);
      // By id (issue 30's API/SQL target): the same SQL at the same concurrency, right after the API.
      const sqlThroughputs =
        scenario.group === 'byId' && !/PDF/.test(scenario.name)
          ? await measureSqlThroughputs(database.url, statements.get(scenario.name), rate, options)
          : undefined;
      const rawThroughput = sqlThroughputs && { ...sqlThroughputs, api: throughput };
      if (scenario.group === 'health') bare = mean([...bare, await measureBare(rate)]);
      const compared =
        options.baseline &&
        ['byId', 'health', 'session', 'search'].includes(scenario.group) &&
        !/PDF/.test(scenario.name);
      const rounds = compared ? await alternate(database.url, baselineUrl, scenario, rate, throughput) : undefined;
      results.push({
        name: scenario.name,
        group: scenario.group,
        latency,
        raw,
        rawThroughput,
        throughput: rounds?.current ?? throughput,
        baseline: rounds?.baseline,
        sql: statements.get(scenario.name),
        load,
      });
    }
  } finally {
    await server.stop();
  }
  console.log('');
  printTable(results, options);
  const targets = targetLines(results, previousComparable(options), bare, options.baseline);
  console.log(['', 'Metas (issue 30; uma meta perdida não falha o comando):', ...targets].join('\n'));
  const written = writeResults(results, { ...options, quotes: terms.cotacoes, quoteLines: terms.itens, targets, bare });
  log(`Resultados em ${written}`);
} finally {
  await database.stop();
}

async function measureBare(load) {
  const bareServer = await startBareServer();
  try {
    return await measureThroughput(bareServer.base, { path: '/', auth: false }, undefined, load);
  } finally {
    await bareServer.stop();
  }
}

async function measureBareLatency() {
  const bareServer = await startBareServer();
  try {
    return await measureLatency(bareServer.base, { path: '/', auth: false }, undefined, options);
  } finally {
    await bareServer.stop();
  }
}

function mean(runs) {
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    loadavg: runs.map((run) => run.loadavg).join(' / '),
  };
}

/**
 * This build against the baseline build, alternating B A B (A's first round is the one just measured),
 * each on its own server (the baseline over its copy of the data, baseline-database.mjs): the shared
 * machine's load hits both alike.
 */
async function alternate(url, baselineUrl, scenario, load, first) {
  const current = [first];
  const baseline = [];
  for (const [dist, into, on] of [
    [options.baseline, baseline, baselineUrl],
    ['apps/api/dist', current, url],
    [options.baseline, baseline, baselineUrl],
  ]) {
    const other = await startServer(on, {}, [], dist);
    try {
      const token = await signIn(other.base, credentials.email, credentials.password);
      into.push(await measureThroughput(other.base, scenario, token, load));
    } finally {
      await other.stop();
    }
  }
  return { current: mean(current), baseline: mean(baseline) };
}
