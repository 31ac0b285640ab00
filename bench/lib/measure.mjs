// Latency at concurrency 1 (own loop over keep-alive fetch), throughput at concurrency N
// (autocannon), and the same SQL replayed directly over one pg connection.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pg } from './database.mjs';
import { summarise } from './stats.mjs';

function requestInit(scenario, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (scenario.auth !== false) headers.Authorization = `Bearer ${token}`;
  return { method: scenario.method ?? 'GET', headers, body: scenario.body ? JSON.stringify(scenario.body) : undefined };
}

export async function measureLatency(base, scenario, token, { requests, warmup }) {
  const init = requestInit(scenario, token);
  const samples = [];
  let errors = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const response = await fetch(base + scenario.path, init);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) errors++;
    if (i >= warmup) samples.push(elapsed);
  }
  return { ...summarise(samples), errors };
}

export async function measureThroughput(base, scenario, token, { concurrency, seconds }) {
  const init = requestInit(scenario, token);
  const result = await autocannon({
    url: base + scenario.path,
    method: init.method,
    headers: init.headers,
    body: init.body,
    connections: concurrency,
    // Bounded by time: a slow endpoint must not hold the run for minutes.
    duration: seconds,
    // autocannon stops only on a sample tick (1 s by default): a shorter run (the test's smoke run)
    // samples as often as it lasts, or a quarter second would still take a whole one.
    sampleInt: Math.min(1000, seconds * 1000),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  // The machine is shared: the load average beside every figure (issue 30).
  const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return {
    rps: result.requests.total / result.duration,
    errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    loadavg,
  };
}

/** Runs the captured statements of one request, in order, `requests` times on one connection. */
export async function measureRawSql(url, statements, { requests, warmup }) {
  // Nothing to replay (a session check answered from memory): no SQL figure to compare with.
  if (!statements?.length) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples = [];
  try {
    for (let i = 0; i < warmup + requests; i++) {
      const started = performance.now();
      for (const { name, text, values } of statements) await client.query({ name, text, values });
      if (i >= warmup) samples.push(performance.now() - started);
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
  return summarise(samples);
}
