// The targets of issue 30, printed beside the figures; a miss is reported, never fails the run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './database.mjs';

const DATA_KEYS = ['customers', 'orders', 'products', 'logs', 'seed', 'concurrency', 'throughputSeconds'];
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const ms = (value) => value.toFixed(2);

/** The newest earlier run over the same data and load settings, if any. */
export function previousComparable(options) {
  const dir = join(root, 'bench', 'results');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((name) => /^bench-.*\.json$/.test(name))
    .sort()
    .reverse();
  for (const file of files) {
    const run = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (DATA_KEYS.every((key) => run.options?.[key] === options[key])) return { file, results: run.results };
  }
  return undefined;
}

export function targetLines(results, previous, bare, baselineDist) {
  const lines = [];
  const fmt = (t) => `${t.rps.toFixed(0)} req/s (loadavg ${t.loadavg})`;
  for (const r of results.filter((x) => x.group === 'byId' && x.throughput && !/PDF/.test(x.name))) {
    const before = r.baseline ?? previous?.results.find((p) => p.name === r.name)?.throughput;
    const against = r.baseline ? `a base ${baselineDist} nesta rodada` : 'a rodada anterior';
    if (before) {
      const ratio = r.throughput.rps / before.rps;
      lines.push(
        `${r.name}: ${fmt(r.throughput)} vs ${against} ${fmt({ loadavg: '?', ...before })} = ${ratio.toFixed(2)}x ` +
          `(meta >= 2x) ${verdict(ratio >= 2)}`,
      );
    } else {
      lines.push(`${r.name}: ${fmt(r.throughput)}, sem rodada anterior comparável`);
    }
    // At c=1 against the request's own SQL (the barrier runs beside the read, not after it).
    const own = r.rawThroughput?.sqlLatency;
    if (own) {
      const ratio = r.latency.median / own.median;
      const floor = r.rawThroughput.floorLatency;
      const beside = floor
        ? `; Node http + pg sem framework ${ms(floor.median)} ms = ${(floor.median / own.median).toFixed(2)}`
        : '';
      lines.push(
        `${r.name}: API/SQL ${ratio.toFixed(2)} (meta <= 2) ${verdict(ratio <= 2)} ` +
          `(latência a c=1: API ${ms(r.latency.median)} ms, SQL ${ms(own.median)} ms${beside})`,
      );
    }
    // The same ratio by throughput: the request's own SQL replayed at c=N right after the API's round,
    // and the floor, that SQL behind a frameworkless Node server (sql-throughput.mjs).
    if (r.rawThroughput) {
      const { sql, floor, api } = r.rawThroughput;
      const ratio = sql.rps / api.rps;
      const beside = floor
        ? `, Node http + pg sem framework ${floor.rps.toFixed(0)} req/s = SQL/piso ${(sql.rps / floor.rps).toFixed(2)}`
        : '';
      lines.push(
        `${r.name}: API/SQL ${ratio.toFixed(2)} (meta <= 2) ${verdict(ratio <= 2)} (vazão: SQL direto ` +
          `${sql.rps.toFixed(0)}/s, API ${api.rps.toFixed(0)} req/s${beside}; loadavg ${sql.loadavg})`,
      );
    }
  }
  // Searches against the baseline build in this run (alternated like the reads by id).
  for (const r of results.filter((x) => x.group === 'search' && x.baseline)) {
    const ratio = r.throughput.rps / r.baseline.rps;
    lines.push(
      `${r.name}: ${fmt(r.throughput)} vs a base ${baselineDist} nesta rodada ${fmt(r.baseline)} = ${ratio.toFixed(2)}x`,
    );
  }
  const health = results.find((r) => r.group === 'health')?.throughput;
  const healthBase = results.find((r) => r.group === 'health')?.baseline;
  if (healthBase) lines.push(`GET /api/health na base ${baselineDist}: ${fmt(healthBase)}`);
  if (health && bare) {
    const ratio = bare.rps / health.rps;
    lines.push(
      `GET /api/health: ${fmt(health)} vs Node http nu ${fmt(bare)} = ${ratio.toFixed(1)}x mais lento ` +
        `(meta <= 3x) ${verdict(ratio <= 3)}`,
    );
  }
  if (previous) lines.push(`(rodada anterior: bench/results/${previous.file})`);
  return lines;
}
