import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { childEnv } from '@portal/test-support';

// The compiled server as its own process, as `npm start` runs it.
const MAIN = resolve(import.meta.dirname, '../../dist/main.js');
export const TEST_DATA = resolve(import.meta.dirname, '../../../../.test-data');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export { childEnv };

const running = new Set<ServerProcess>();

/** Spawns dist/main.js (embedded database unless env says otherwise) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const server = { child, output: () => output, exited };
  running.add(server);
  // Start-up creates the job queue's schema too; a loaded 2-core machine can take well over 30 s.
  const deadline = Date.now() + 60_000;
  while (!output.includes('Portal de Cotações em')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopServerProcess(server);
      throw new Error(`servidor não subiu:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

/** dist/main.js over its own DATA_DIR (embedded database), on free ports of 127.0.0.1; env adds or overrides. */
export async function startLocalServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(await freePort()),
    ...env,
  });
  return { server, port, base: `http://127.0.0.1:${port}` };
}

/** SIGTERM (the server closes HTTP, then its embedded database); SIGKILL if it is still up 15 s later. */
export async function stopServerProcess(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  running.delete(server);
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, ms: Date.now() - started };
}

/** Run after every test file (jest setupFilesAfterEach): no server outlives a failed assertion. */
export async function stopAllServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => stopServerProcess(server)));
}
