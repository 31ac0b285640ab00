// CPU time (user + system, from /proc) of the API process and of the PostgreSQL backends serving one
// database (the API's pooled connections; the server must run on this machine, as the bench's does):
// where a request's CPU goes, per side. Background processes (autovacuum, checkpointer) are left out:
// they come and go, and are not any request's cost.
import { readFileSync } from 'node:fs';

const TICK_US = 1e6 / 100; // CLK_TCK is 100 on Linux

export function processCpuUs(pid) {
  try {
    // The command name is in parentheses and may hold spaces: fields count from the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return undefined; // gone meanwhile
  }
}

/** µs per client backend of the database `client` is connected to (its own left out). */
export async function backendsCpuUs(client) {
  const { rows } = await client.query(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );
  const backends = new Map();
  for (const { pid } of rows) {
    const us = processCpuUs(pid);
    if (us !== undefined) backends.set(pid, us);
  }
  return backends;
}

/** The CPU the backends spent between two readings; one that ended meanwhile is lost (the pool keeps its own). */
export function spentUs(before, after) {
  let total = 0;
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0);
  return total;
}
