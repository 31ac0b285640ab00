import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

/** Spawns dist/main.js (embedded database unless env says otherwise) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...parentEnv, ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const deadline = Date.now() + 30_000;
  while (!output.includes('Portal de Cotações em')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`servidor não subiu:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output, exited };
}

export async function stopServerProcess(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, ms: Date.now() - started };
}
