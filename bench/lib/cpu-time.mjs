// CPU time (user + system, from /proc) of the API process and of the embedded PostgreSQL's backends
// serving one database (the API's pooled connections): where a request's CPU goes, per side. Background
// processes (autovacuum, checkpointer) are left out: they come and go, and are not any request's cost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICK_US = 1e6 / 100; // CLK_TCK is 100 on Linux

function stat(pid) {
  try {
    // The command name is in parentheses and may hold spaces: fields count from the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), us: (Number(fields[11]) + Number(fields[12])) * TICK_US };
  } catch {
    return undefined; // gone meanwhile
  }
}

export const processCpuUs = (pid) => stat(pid)?.us ?? 0;

/** µs per backend pid of `database` under the embedded server in `dataDir` (its title names the database). */
export function backendsCpuUs(dataDir, database) {
  const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const backends = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s?.ppid !== postmaster) continue;
    // A backend's title: "postgres: <user> <database> <host(port)> <state>".
    if (title(name).split(' ')[2] === database) backends.set(name, s.us);
  }
  return backends;
}

function title(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The CPU the backends spent between two readings; one that ended meanwhile is lost (the pool keeps its own). */
export function spentUs(before, after) {
  let total = 0;
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0);
  return total;
}
