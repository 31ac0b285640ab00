// The targets of issue 30, printed beside the figures; a miss is reported, never fails the run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './database.mjs';

const DATA_KEYS = ['customers', 'orders', 'products', 'logs', 'seed', 'concurrency', 'throughputSeconds'];
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

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
    if (r.raw) {
      const ratio = r.latency.median / r.raw.median;
      lines.push(`${r.name}: API/SQL ${ratio.toFixed(2)} (meta <= 2) ${verdict(ratio <= 2)}`);
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
