import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { childEnv, freePort, TEST_DATA } from '../support/server-process.js';

// Ctrl-C on `npm start`: the terminal sends SIGINT to the whole foreground process group. The embedded
// PostgreSQL must not get it directly (it stopped before the app: 57P01 and a stack on the screen).
const LAUNCHER = resolve(import.meta.dirname, '../../../../scripts/start-server.mjs');

/** PIDs of the processes whose command line names `text` (the data folder of the embedded PostgreSQL). */
function processesNaming(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

describe('Ctrl-C on npm start (SIGINT to the process group)', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'ctrl-c-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes the HTTP server, then the database: exit 0, no stack, no PostgreSQL left', async () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
    };
    // Its own group, as a shell gives a foreground job: the signal goes to the group, as Ctrl-C does.
    const launcher = spawn(process.execPath, [LAUNCHER], {
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    launcher.stdout.on('data', (chunk) => (output += chunk));
    launcher.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => launcher.on('exit', (code) => done(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Portal de Cotações em') && launcher.exitCode === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain('Portal de Cotações em');
      expect(processesNaming(join(dataDir, 'postgres')).length).toBeGreaterThan(0);

      process.kill(-launcher.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      const after = output.slice(output.indexOf('SIGINT recebido'));
      expect(after).toContain('SIGINT recebido: encerrando...');
      expect(after).toContain('Encerrado.');
      expect(after).not.toMatch(/57P01|administrator command|Unhandled|\n\s+at /);
      expect(processesNaming(join(dataDir, 'postgres'))).toEqual([]);
    } finally {
      // Whatever a failed assertion left running: this test's own processes, by id.
      for (const pid of processesNaming(dataDir)) process.kill(pid, 'SIGKILL');
      if (launcher.exitCode === null) launcher.kill('SIGKILL');
    }
  }, 90_000);
});
