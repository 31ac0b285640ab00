// The last comparable run (same data sizes, seed and concurrency) of each scenario, from the JSON
// files of bench/results/, so each new figure prints beside the one before it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAME = ['customers', 'orders', 'products', 'logs', 'seed', 'concurrency'];

export function previousResults(dir, options) {
  const previous = new Map();
  if (!existsSync(dir)) return previous;
  const files = readdirSync(dir)
    .filter((f) => /^bench-.*\.json$/.test(f))
    .sort()
    .reverse();
  for (const file of files) {
    const run = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!SAME.every((key) => run.options?.[key] === options[key])) continue;
    for (const result of run.results ?? []) {
      if (!previous.has(result.name)) previous.set(result.name, { ...result, file });
    }
  }
  return previous;
}
