import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { childEnv, TEST_DATA } from '../support/server-process.js';

const API = resolve(import.meta.dirname, '../..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Two ways the test command used to hang or fail for an operator: a test that failed after starting
// a server left it running (Jest never exited), and the caller's ADMIN_EMAIL reached the child.
describe('a failing test that spawned a server', () => {
  const dir = mkdtempSync(join(TEST_DATA, 'teardown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still ends the run, stops its server, and the server never saw the caller environment', async () => {
    const pidFile = join(dir, 'pid');
    const jest = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        join(API, 'node_modules/jest/bin/jest.js'),
        '--testMatch',
        '<rootDir>/test/fixtures/failing-server.fixture.ts',
      ],
      {
        cwd: API,
        // The caller's shell sets README variables; the spawned server must not see them.
        env: childEnv({ ADMIN_EMAIL: 'intruso@example.com', FIXTURE_PID_FILE: pidFile, FIXTURE_DATA_DIR: dir }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    jest.stdout.on('data', (chunk) => (output += chunk));
    jest.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => jest.kill('SIGKILL'), 150_000);
    const code = await new Promise<number | null>((done) => jest.on('exit', done));
    clearTimeout(timer);

    expect({ code, failed: output.includes('a deliberate failure') }).toEqual({ code: 1, failed: true });
    const [pid, ...serverOutput] = readFileSync(pidFile, 'utf8').split('\n');
    expect(alive(Number(pid))).toBe(false);
    expect(serverOutput.join('\n')).toContain('Administrador criado: admin@portal.local');
    expect(serverOutput.join('\n')).not.toContain('intruso@example.com');
  }, 180_000);
});
