#!/usr/bin/env node
// npm run bench [-- --customers 1000000 --requests 200 --concurrency 32 --throughputSeconds 10 --reuse --only clientes]
// Loads demo data into a fresh database, then measures every endpoint of the performance issue
// through the real server, beside the same SQL run directly, and writes bench/results/.
import { loadavg } from 'node:os';
import { parseArgs } from './lib/args.mjs';
import { captureStatements } from './lib/capture.mjs';
import { ensureBenchAdmin, prepareBenchDatabase } from './lib/database.mjs';
import { measureLatency, measureRawSql, measureThroughput } from './lib/measure.mjs';
import { measurePdfWithHealth } from './lib/pdf-health.mjs';
import { selectScenarios } from './lib/select.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { buildScenarios } from './lib/scenarios.mjs';
import { signIn, startServer } from './lib/server.mjs';

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

  const server = await startServer(database.url);
  const results = [];
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
      const throughput = await measureThroughput(server.base, scenario, token, {
        concurrency: options.concurrency,
        seconds: options.throughputSeconds,
      });
      results.push({
        name: scenario.name,
        group: scenario.group,
        latency,
        raw,
        throughput,
        sql: statements.get(scenario.name),
        load,
      });
    }
  } finally {
    await server.stop();
  }
  console.log('');
  printTable(results, options);
  log(`Resultados em ${writeResults(results, { ...options, quotes: terms.cotacoes, quoteLines: terms.itens })}`);
} finally {
  await database.stop();
}
