import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  TEST_DATA,
  type ServerProcess,
} from '../support/server-process.js';

// What `docker logs` shows: the compiled server in production writes one JSON object per line.

const MAIN = resolve(import.meta.dirname, '../../dist/main.js');
const parseLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);

/** Runs dist/main.js to its end with exactly this environment; resolves with its stdout and stderr. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    }),
  );
}

describe('logs in production', () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `t_logs_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(TEST_DATA, 'logs-'));
  let server: ServerProcess | undefined;

  beforeAll(() => recreateDatabase(adminUrl, name, process.env.TEST_TEMPLATE_DB));
  afterAll(async () => {
    if (server && server.child.exitCode === null) await stopServerProcess(server);
    await dropDatabase(adminUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are JSON lines with time, level, context, message and the request id', async () => {
    const port = await freePort();
    server = await startServerProcess({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: withDatabase(adminUrl, name),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Senha-Forte-789',
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'X-Request-Id': 'saude-1' } });
    expect(response.status).toBe(200);
    const stopped = await stopServerProcess(server);
    expect(stopped.code).toBe(0);

    const entries = parseLines(server.output());
    for (const entry of entries) {
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['time', 'level', 'message']));
      expect(new Date(entry.time).toISOString()).toBe(entry.time);
    }
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', context: 'Portal', message: 'Banco de dados em dia.' }),
        expect.objectContaining({ level: 'info', context: 'HTTP', requestId: 'saude-1' }),
        expect.objectContaining({ level: 'info', context: 'Portal', message: 'Encerrado.' }),
      ]),
    );
    expect(entries.find((entry) => entry.requestId === 'saude-1')!.message).toMatch(/^GET \/api\/health 200 /);
    expect(server.output()).not.toContain('\x1b[');
  }, 60_000);

  it('give a failed start as one entry with the stack in one field', async () => {
    const result = await runToExit({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: withDatabase(adminUrl, `${name}_nao_existe`),
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const failure = parseLines(result.stdout).find((entry) => entry.level === 'error')!;
    expect(failure).toMatchObject({ context: 'Portal', message: expect.stringContaining('does not exist') });
    expect(failure.error).toMatch(/\n\s+at /);
  });

  it('are plain text without colours with LOG_FORMAT=text when the output is not a terminal', async () => {
    const result = await runToExit({ LOG_FORMAT: 'text', PORT: 'porta', DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain('PORT deve ser um número inteiro entre 0 e 65535 (recebido: porta).');
    expect(output).not.toContain('\x1b[');
    expect(() => JSON.parse(output.split('\n')[0])).toThrow();
  });
});
