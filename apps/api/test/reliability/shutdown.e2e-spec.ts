import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startLocalServer, TEST_DATA } from '../support/server-process.js';

// SIGTERM with a request in flight: it finishes (with the database it needs still open), new
// connections are refused, the process and the embedded database exit within 10 s.
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const startLocal = () => startLocalServer(dataDir);

  it('lets an in-flight request finish, refuses new ones, and exits within 10 s', async () => {
    const { port, server } = await startLocal();

    // A sign-in whose body is still arriving when the signal comes: it reads and writes the database
    // after the signal (attempt counters, account lookup, audit), so that must still be there.
    const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'Senha-forte-9' });
    const inFlight = new Promise<number>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/Auth/login',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.on('error', fail);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 500);
    });
    await new Promise((r) => setTimeout(r, 100));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    expect(await inFlight).toBe(401);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain('Encerrado.');
  }, 60_000);

  it('lets requests whose client already hung up finish their database work before closing it', async () => {
    const { port, server } = await startLocal();
    const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'Senha-forte-9' });
    // Sign-ins take ~30 ms of hashing before their last queries; each client gives up at once.
    for (let i = 0; i < 8; i++) {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      req.on('error', () => undefined);
      req.end(body);
      setTimeout(() => req.destroy(), 10);
    }
    await new Promise((r) => setTimeout(r, 15));
    server.child.kill('SIGTERM');

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Encerrado.');
    expect(server.output()).not.toContain('ERROR');
  }, 60_000);
});
