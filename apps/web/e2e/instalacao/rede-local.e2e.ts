import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { childEnv } from '@portal/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { lanAddress, lanLogin } from '../../../../scripts/lan-login-check.mjs';

const ROOT = resolve(import.meta.dirname, '../../../..');

// Issue 27: opened from another desk at http://<server's LAN address>:3000 the portal was a blank page
// (CSP upgrade-insecure-requests sent the browser to https for every asset). Its own server here,
// listening on every interface, with an https PUBLIC_URL naming that very address and port (TLS comes
// later, say: probe 4 F2, where a Host equal to PUBLIC_URL's still got the HTTPS headers) and the first
// administrator's generated password, which must be changed at the first sign-in.
describe('plain HTTP on the LAN address renders and signs in', () => {
  let server: ChildProcess | undefined;
  const dataDir = join(ROOT, '.test-data', `lan-${process.pid}-${Date.now()}`);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('Chromium at http://<LAN address>:PORT/login renders, asks nothing over https, and the generated password is replaced', async () => {
    mkdirSync(dataDir, { recursive: true });
    const [port, pgPort] = [await freePort(), await freePort()];
    const baseUrl = `http://${await lanAddress()}:${port}`;
    expect(baseUrl).not.toMatch(/127\.0\.0\.1|localhost/);
    server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
      cwd: ROOT,
      env: childEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '0.0.0.0',
        EMBEDDED_PG_PORT: String(pgPort),
        PUBLIC_URL: baseUrl.replace('http:', 'https:'),
        ADMIN_EMAIL: 'ti@acme.com.br',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    while (!output.includes('Portal de Cotações em')) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`servidor não subiu:\n${output}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    const password = /Administrador criado: ti@acme\.com\.br \/ senha: (\S+)/.exec(output)![1];

    const result = await lanLogin({ baseUrl, email: 'ti@acme.com.br', password, newPassword: 'Senha-da-TI-2026' });
    expect(result).toEqual({ csp: expect.any(String), hsts: undefined, failed: [], https: [], landed: '/dashboard' });
    expect(result.csp).toContain("default-src 'self'");
    expect(result.csp).not.toContain('upgrade-insecure-requests');
  }, 150_000);
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
