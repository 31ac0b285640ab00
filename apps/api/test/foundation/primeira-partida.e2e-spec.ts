import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  freePort,
  startServerProcess as startServer,
  stopServerProcess as stop,
  TEST_DATA,
  type ServerProcess,
} from '../support/server-process.js';

// Probe 4, first run of `npm start` (F8, F9, F2's warning): what the log says, as the real process.

const lines = (server: ServerProcess) => server.output().trimEnd().split('\n');

/** Starts a server that must refuse; its whole output (startServer throws with it), and its exit. */
async function refusal(env: Record<string, string>): Promise<string> {
  const error = await startServer(env).then(
    async (server) => {
      await stop(server);
      throw new Error(`subiu e não devia:\n${server.output()}`);
    },
    (caught: Error) => caught,
  );
  return error.message;
}

const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

async function waitFor(server: ServerProcess, text: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!server.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

describe('first run of the server', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'primeira-'));
  const otherDir = mkdtempSync(join(TEST_DATA, 'segunda-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  });

  it('frames the one-time password as the last lines, says a JWT secret was generated; a second start says what is in use', async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort) };
    const first = await startServer(env);
    try {
      // Same data folder, other ports: the first one's PostgreSQL holds it.
      const sameData = await refusal({
        ...env,
        PORT: String(await freePort()),
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      expect(sameData).toContain(`A pasta de dados ${dataDir} já está em uso por outra instância do portal`);
      expect(sameData).not.toContain('undefined');

      // Another data folder, the same HTTP port: refused after its own database started, which it stops.
      const otherPg = await freePort();
      const samePort = await refusal({ ...env, DATA_DIR: otherDir, EMBEDDED_PG_PORT: String(otherPg) });
      expect(samePort).toContain(`A porta ${port} (PORT) já está em uso em 127.0.0.1`);
      expect(await portOpen(otherPg)).toBe(false);

      // Another data folder, the first one's PostgreSQL port.
      const samePgPort = await refusal({ ...env, DATA_DIR: otherDir, PORT: String(await freePort()) });
      expect(samePgPort).toContain(`A porta ${pgPort} do PostgreSQL embutido (EMBEDDED_PG_PORT) já está em uso`);

      const closing = '='.repeat(72);
      await waitFor(first, 'Perdeu? portal usuarios:redefinir-senha admin@portal.local');
      await new Promise((r) => setTimeout(r, 300));
      const password = /Administrador criado: admin@portal\.local \/ senha: (\S+)/.exec(first.output())![1];
      expect(lines(first).slice(-5)).toEqual([
        expect.stringContaining(closing),
        expect.stringContaining(`PRIMEIRO ACESSO: admin@portal.local / senha: ${password}`),
        expect.stringContaining('A senha vale para um acesso'),
        expect.stringContaining('Perdeu? portal usuarios:redefinir-senha admin@portal.local'),
        expect.stringContaining(closing),
      ]);
      // In the database, the one every instance on it reads (ADR 0013); no file beside it.
      expect(first.output()).toContain(
        'Segredo JWT gerado (JWT_SECRET não definida) e guardado no banco de dados (tabela segredo_do_servidor)',
      );
      expect(first.output()).not.toContain('PUBLIC_URL é https');

      // The first one never noticed.
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'up',
      });
    } finally {
      expect((await stop(first)).code).toBe(0);
    }
  }, 240_000);

  it('production without SMTP_URL and an https PUBLIC_URL served as plain HTTP: both are warned about', async () => {
    const port = await freePort();
    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      NODE_ENV: 'production',
      LOG_FORMAT: 'text',
      JWT_SECRET: 'k'.repeat(48),
      PUBLIC_URL: `https://127.0.0.1:${port}`,
    });
    try {
      await waitFor(server, 'NODE_ENV=production sem SMTP_URL');
      expect(server.output()).toContain(`PUBLIC_URL é https (https://127.0.0.1:${port}), mas o portal serve HTTP`);
      expect(server.output()).toContain(`cada mensagem vira um arquivo .eml em ${dataDir}/outbox`);
      expect(server.output()).not.toContain('Segredo JWT gerado');
      // And the page opened over plain HTTP at PUBLIC_URL's own host and port renders.
      const login = await fetch(`http://127.0.0.1:${port}/login`);
      expect(login.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(login.headers.get('strict-transport-security')).toBeNull();
    } finally {
      expect((await stop(server)).code).toBe(0);
    }
  }, 120_000);
});
