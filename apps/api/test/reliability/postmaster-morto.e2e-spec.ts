import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalServer, stopServerProcess, TEST_DATA } from '../support/server-process.js';

/**
 * The embedded postmaster dies under the running portal. Killed (the OOM killer, a kill -9): the portal
 * starts it again by itself; PostgreSQL's own interlock keeps a second one off the folder while the old
 * backends linger. Stopped cleanly from outside (pg_ctl stop, kill -INT): the portal says so and leaves
 * it stopped (someone may be copying the folder).
 */
describe('the embedded postmaster dies under the running portal', () => {
  const folder = mkdtempSync(join(TEST_DATA, 'postmaster-'));
  chmodSync(folder, 0o755); // the embedded server runs as `postgres` when the tests run as root
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const postmasterPid = (dataDir: string) =>
    Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const health = (base: string) =>
    fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
  async function until(limitMs: number, check: () => Promise<boolean> | boolean) {
    const deadline = Date.now() + limitMs;
    while (!(await check())) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 200));
    }
    return true;
  }

  it('killed: said in Portuguese and started again by the portal', async () => {
    const dataDir = join(folder, 'morto');
    const { server, base } = await startLocalServer(dataDir);
    const pid = postmasterPid(dataDir);
    process.kill(pid, 'SIGKILL');
    expect(await until(30_000, async () => (await health(base)) === 200 && postmasterPid(dataDir) !== pid)).toBe(true);
    expect(server.output()).toMatch(/O PostgreSQL embutido parou \(sinal SIGKILL\)/);
    expect(server.output()).toMatch(/O PostgreSQL embutido voltou \(tentativa \d+\)/);
    expect((await stopServerProcess(server)).code).toBe(0);
  }, 60_000);

  it('stopped cleanly from outside: reported, not restarted', async () => {
    const dataDir = join(folder, 'parado');
    const { server, base } = await startLocalServer(dataDir);
    process.kill(postmasterPid(dataDir), 'SIGINT'); // what pg_ctl stop -m fast sends
    expect(await until(10_000, () => /encerrado de fora do portal/.test(server.output()))).toBe(true);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(server.output()).not.toMatch(/Reiniciando o PostgreSQL embutido/);
    expect(await health(base)).toBe(503);
    expect((await stopServerProcess(server)).code).toBe(0);
  }, 60_000);
});
