// The real server, as `npm start` runs it, pointed at the benchmark database.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, root } from './database.mjs';

export async function startServer(databaseUrl, extraEnv = {}, nodeArgs = [], dist = 'apps/api/dist') {
  const port = await freePort();
  // The server logs a line per request. Into a pipe read by this process, which also runs the load
  // tool, its writes blocked whenever this process was busy; a file never makes it wait.
  mkdirSync(join(root, '.bench-data'), { recursive: true });
  const logFile = join(root, '.bench-data', 'server.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, resolve(root, dist, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, '.bench-data', 'server'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // The benchmark signs in many times from one IP.
      LOGIN_MAX_ATTEMPTS: '1000',
      DATABASE_POOL_SIZE: '10',
      NO_COLOR: '1',
      ...extraEnv,
    },
    stdio: ['ignore', logFd, 'inherit'],
  });
  closeSync(logFd);
  const deadline = Date.now() + 60_000;
  while (!readFileSync(logFile, 'utf8').includes('Portal de Cotações em')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`servidor não subiu:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.on('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`login falhou: ${JSON.stringify(body)}`);
  return body.token;
}
