import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './database.mjs';
import { previousResults } from './previous.mjs';

const COLUMNS = [
  'cenário',
  'mediana ms',
  'p95 ms',
  'p99 ms',
  'SQL mediana ms',
  'API/SQL',
  // The same ratio without the HTTP round trip every request pays even to a bare Node server (the
  // bench's fetch at c=1, measured in this run): the SQL replay has no HTTP hop (docs/desempenho).
  '(API − http nu)/SQL',
  `req/s (c=N)`,
  'carga (vazão)',
  'erros',
  'carga',
  'antes: mediana / p99 / SQL / req/s',
];
const dir = join(root, 'bench', 'results');

const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-');

// The run before (same sizes and concurrency), read once before this run writes its own file.
let before;
const beforeOf = (name, options) => (before ??= previousResults(dir, options)).get(name);

function was(p) {
  if (!p) return '-';
  return [
    ms(p.latency.median),
    ms(p.latency.p99),
    ms(p.raw?.median),
    p.throughput ? p.throughput.rps.toFixed(0) : '-',
  ].join(' / ');
}

export function rowsOf(results, options) {
  return results.map((r) => [
    r.name,
    ms(r.latency.median),
    ms(r.latency.p95),
    ms(r.latency.p99),
    ms(r.raw?.median),
    r.raw ? (r.latency.median / r.raw.median).toFixed(2) : '-',
    r.raw && options.bareLatency ? ((r.latency.median - options.bareLatency.median) / r.raw.median).toFixed(2) : '-',
    r.throughput ? r.throughput.rps.toFixed(0) : '-',
    r.throughput?.loadavg ?? '-',
    String(r.latency.errors + (r.throughput?.errors ?? 0)),
    // 1-minute load average when the scenario started (the machine is shared).
    r.load ? r.load[0].toFixed(2) : '-',
    was(beforeOf(r.name, options)),
  ]);
}

export function printTable(results, options) {
  const rows = [COLUMNS.map((c) => c.replace('c=N', `c=${options.concurrency}`)), ...rowsOf(results, options)];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function writeResults(results, options) {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const header = COLUMNS.map((c) => c.replace('c=N', `c=${options.concurrency}`));
  const markdown = [
    `# Benchmark ${new Date().toISOString()}`,
    '',
    `Dados: ${options.customers} clientes, ${options.orders} pedidos, ${options.products} produtos, ${options.logs} logs, ` +
      `${options.quotes} cotações com ${options.quoteLines} itens. ` +
      `${options.requests} requisições por cenário após ${options.warmup} de aquecimento.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rowsOf(results, options).map((row) => `| ${row.join(' | ')} |`),
    '',
    ...(options.targets?.length ? ['## Metas (issue 30)', '', ...options.targets.map((line) => `- ${line}`), ''] : []),
  ].join('\n');
  writeFileSync(join(dir, `bench-${stamp}.json`), JSON.stringify({ options, results }, null, 2));
  writeFileSync(join(dir, `bench-${stamp}.md`), markdown);
  writeFileSync(join(dir, 'latest.md'), markdown);
  return join(dir, `bench-${stamp}.md`);
}
