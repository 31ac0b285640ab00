import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startLocalServer, stopServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * An `npm start` install (embedded PostgreSQL in DATA_DIR) whose disk fills up: PostgreSQL PANICs
 * writing WAL and shuts down for good. The portal must say so in Portuguese, with PostgreSQL's own
 * line, and come back by itself once space is freed: no human restarting it.
 */
const VOLTA_MS = 30_000; // from space freed to /api/health 200 (backoff tops out at 10 s)

/** How many postmasters run over this cluster folder (children rename themselves, so only those). */
const postmasters = (clusterDir: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`-D ${clusterDir} `)).length;

const health = async (base: string) =>
  fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 0,
  );

async function until(what: string, limitMs: number, check: () => Promise<boolean>, watch?: () => void) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    watch?.();
    if (Date.now() > deadline) throw new Error(`não aconteceu em ${limitMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('embedded PostgreSQL on a disk that fills up and is freed again', () => {
  it('logs why it stopped, in Portuguese, and comes back by itself once there is space', async () => {
    const mountPoint = mkdtempSync(join(tmpdir(), 'portal-disco-'));
    let server: ServerProcess | undefined;
    try {
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'pipe' });
      } catch (error) {
        throw new Error(
          `Este teste precisa montar um tmpfs pequeno (mount -t tmpfs, como root): ${(error as Error).message}`,
          { cause: error },
        );
      }
      const dataDir = join(mountPoint, 'data');
      const clusterDir = join(dataDir, 'postgres');
      mkdirSync(dataDir);
      const pgPort = await freePort();
      const local = await startLocalServer(dataDir, { EMBEDDED_PG_PORT: String(pgPort) });
      server = local.server;
      const base = local.base;
      expect(await health(base)).toBe(200);

      // The disk fills up: leave one page free, then make PostgreSQL start a new WAL segment.
      // (A small row into a page that already exists needs no new data file, only WAL.)
      const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
      const client = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'portal' });
      client.on('error', () => undefined);
      await client.connect();
      await client.query("CREATE TABLE enchimento (linha text); INSERT INTO enchimento VALUES ('x')");
      const filler = join(mountPoint, 'filler');
      const free = Number(
        execFileSync('df', ['--output=avail', '-B1', mountPoint], { encoding: 'utf8' }).split('\n')[1],
      );
      execFileSync('fallocate', ['-l', String(free - 4096), filler]);
      for (let i = 0; i < 20; i++) {
        await client.query("INSERT INTO enchimento VALUES ('x')").catch(() => undefined);
        const failed = await client.query('SELECT pg_switch_wal()').then(
          () => false,
          () => true,
        );
        if (failed) break;
      }
      await client.end().catch(() => undefined);
      await until('o PostgreSQL embutido parar', 20_000, async () => (await health(base)) === 503);
      await until('o log dizer por que o PostgreSQL parou', 20_000, async () =>
        /PostgreSQL embutido parou.*sem espaço em disco/.test(server!.output()),
      );
      expect(server.output()).toMatch(/PANIC: .*No space left on device/);
      // Still full: the first restart try fails, and says so.
      await until('uma tentativa de reinício falhar com o disco cheio', 20_000, async () =>
        /não voltou \(tentativa 1\): sem espaço em disco/.test(server!.output()),
      );

      // Space is freed: the portal answers again without anyone restarting it, one postmaster only.
      unlinkSync(filler);
      const freed = Date.now();
      let most = 0;
      await until(
        'o portal voltar sozinho depois de liberado o espaço',
        VOLTA_MS,
        async () => (await health(base)) === 200,
        () => (most = Math.max(most, postmasters(clusterDir))),
      );
      console.warn(
        `voltou ${Date.now() - freed} ms depois de liberado o espaço (load ${readFileSync('/proc/loadavg', 'utf8').trim()})`,
      );
      expect(most).toBeLessThanOrEqual(1);
      expect(server.output()).toMatch(/PostgreSQL embutido voltou/);
      const login = await fetch(`${base}/api/Auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'Senha-forte-9' }),
      });
      expect(login.status).toBe(401);

      // Shutdown still stops everything: the process exits 0 and no postmaster is left behind.
      const { code } = await stopServerProcess(server);
      server = undefined;
      expect(code).toBe(0);
      expect(postmasters(clusterDir)).toBe(0);
    } finally {
      if (server) await stopServerProcess(server);
      try {
        execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
      } catch {
        // not mounted: the mount above failed, which the test already reports
      }
      rmSync(mountPoint, { recursive: true, force: true });
    }
  }, 55_000);
});
