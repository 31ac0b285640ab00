// Finds the SQL each endpoint runs: one request per scenario against a server started with
// SQL_TRACE_FILE, then the statements written while that request was in flight.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './database.mjs';
import { signIn, startServer } from './server.mjs';

const NOT_REPLAYED = /^\s*(SET|SHOW|DISCARD|DEALLOCATE)\b/i;

export async function captureStatements(url, scenarios, credentials) {
  mkdirSync(join(root, '.bench-data'), { recursive: true });
  const file = join(root, '.bench-data', 'sql-trace.jsonl');
  writeFileSync(file, '');
  const server = await startServer(url, { SQL_TRACE_FILE: file });
  const captured = new Map();
  try {
    const token = await signIn(server.base, credentials.email, credentials.password);
    // The steady state: a session already checked is answered from the session cache (issue 30).
    await fetch(`${server.base}/api/auth/is-authenticated`, { headers: { Authorization: `Bearer ${token}` } });
    for (const scenario of scenarios) {
      const before = readFileSync(file, 'utf8').length;
      const headers = { 'Content-Type': 'application/json' };
      if (scenario.auth !== false) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(server.base + scenario.path, {
        method: scenario.method ?? 'GET',
        headers,
        body: scenario.body ? JSON.stringify(scenario.body) : undefined,
      });
      if (!response.ok) throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const lines = readFileSync(file, 'utf8').slice(before).split('\n').filter(Boolean);
      captured.set(
        scenario.name,
        lines.map((line) => JSON.parse(line)).filter((statement) => !NOT_REPLAYED.test(statement.text)),
      );
    }
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
  return captured;
}
