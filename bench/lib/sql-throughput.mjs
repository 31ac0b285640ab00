// The throughput side of issue 30's API/SQL target for the reads by id: the request's own SQL replayed
// directly at the same concurrency, and a frameworkless Node server running that SQL (the floor any
// Node server reaches on this machine: bare-server.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pg, root } from './database.mjs';
import { startBareSqlServer } from './bare-server.mjs';
import { measureLatency, measureRawSql, measureThroughput } from './measure.mjs';

const { SYNC_STATEMENT } = await import(join(root, 'apps/api/dist/database/notification-listener.js'));

/**
 * The session barrier (one round trip on the LISTEN connection) is left out of the replay: under load
 * it is shared by every request read in one turn of the API's event loop, so replaying one per request
 * would flatter the API. What is left is what each request runs.
 */
export const ownStatements = (statements) => (statements ?? []).filter((s) => s.text !== SYNC_STATEMENT);

export async function measureSqlThroughputs(url, statements, rate, latencyOptions) {
  const own = ownStatements(statements);
  if (!own.length) return undefined;
  const sql = await replay(url, own, rate);
  const sqlLatency = await measureRawSql(url, own, latencyOptions);
  // A one-statement read: the same statement behind a bare Node http server with a pg pool, at c=N and
  // at c=1 (the c=1 floor of API/SQL: what any Node server pays for the HTTP hop on this machine).
  if (own.length !== 1) return { sql, sqlLatency };
  const server = await startBareSqlServer(url, own[0]);
  try {
    const scenario = { path: '/', auth: false };
    const floor = await measureThroughput(server.base, scenario, undefined, rate);
    const floorLatency = await measureLatency(server.base, scenario, undefined, latencyOptions);
    return { sql, sqlLatency, floor, floorLatency };
  } finally {
    await server.stop();
  }
}

/** Each of `concurrency` connections runs the statements in order, again and again, for `seconds`. */
async function replay(url, statements, { concurrency, seconds }) {
  const clients = [];
  try {
    for (let i = 0; i < concurrency; i++) {
      const client = new pg.Client({ connectionString: url });
      clients.push(client);
      await client.connect();
    }
    let done = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          for (const { name, text, values } of statements) await client.query({ name, text, values });
          done++;
        }
      }),
    );
    const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    return { rps: done / ((performance.now() - started) / 1000), loadavg };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}
