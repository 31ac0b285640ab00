#!/usr/bin/env node
// The server of `npm start` (apps/api/dist/main.js), in its own process group with its embedded PostgreSQL.
// Ctrl-C in a terminal sends SIGINT to the whole foreground group: PostgreSQL got it directly and stopped
// under the app (57P01 on the open connections, a stack on the screen). Here only this launcher gets it; it
// tells the server, which closes HTTP first and then the database. Run alone: node scripts/start-server.mjs
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function startServer(args = []) {
  const server = spawn(process.execPath, ['apps/api/dist/main.js', ...args], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  });
  for (const signal of SIGNALS) process.on(signal, () => server.kill(signal));
  server.on('exit', async (code, signal) => {
    // Whatever is left of its group (a PostgreSQL whose server died without stopping it) stops too.
    await stopGroup(server.pid);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

/** SIGINT (PostgreSQL's fast shutdown) to the group, waiting until it is empty; SIGQUIT after 15 s. */
async function stopGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // ESRCH: nobody left in the group
    }
  };
  if (!signal('SIGINT')) return;
  const deadline = Date.now() + 15_000;
  while (signal(0)) {
    if (Date.now() > deadline) signal('SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) startServer(process.argv.slice(2));
