// Preloaded into the API (`node --import`) by bench/breakdown.mjs: timestamps of each request's steps
// (arrival, each round trip to PostgreSQL, the answer handed to Node, the answer written), without
// touching the app. Kept in memory, written to TIMING_FILE (one JSON line per request) when the process exits.
// Clock: CLOCK_MONOTONIC (process.hrtime), the same in every process of the machine.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';

const now = () => Number(process.hrtime.bigint()) / 1e6;
const file = process.env.TIMING_FILE;
const lines = [];
const current = new AsyncLocalStorage();
const root = new URL('../../', import.meta.url).pathname;
const pg = createRequire(join(root, 'apps/api/package.json'))('pg');

// The request's steps, in order of arrival: [label, time].
subscribe('http.server.request.start', ({ request, response }) => {
  const steps = [['request', now()]];
  steps.seq = request.headers['x-bench-seq'];
  request.__steps = steps;
  const end = response.end;
  response.end = function (...args) {
    steps.push(['end', now()]);
    return end.apply(this, args);
  };
  // Everything the request starts (guard, handler, queries) runs inside this store.
  current.enterWith(steps);
});
subscribe('http.server.response.finish', ({ request }) => {
  const steps = request.__steps;
  if (!steps) return;
  steps.push(['finish', now()]);
  lines.push(JSON.stringify({ url: request.url, seq: steps.seq, steps }));
});

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timed(...args) {
  const steps = current.getStore();
  const [first] = args;
  const text = typeof first === 'string' ? first : first?.text;
  const label = /notificacoes_em_dia/.test(text ?? '') ? 'barreira' : 'sql';
  const result = query.apply(this, args);
  if (steps && result && typeof result.then === 'function') {
    steps.push([`${label} enviada`, now()]);
    result.then(
      () => steps.push([`${label} respondida`, now()]),
      () => steps.push([`${label} falhou`, now()]),
    );
  }
  return result;
};

process.on('exit', () => {
  if (file) writeFileSync(file, lines.join('\n') + '\n');
});
