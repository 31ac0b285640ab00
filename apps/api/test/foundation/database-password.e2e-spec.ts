import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config/app-config.js';
import { dropDatabase, recreateDatabase } from '../../src/database/database-admin.js';
import { childEnv, freePort, startServerProcess, stopServerProcess, TEST_DATA } from '../support/server-process.js';

const MAIN = resolve(import.meta.dirname, '../../dist/main.js');
// `openssl rand -base64 24` gives / and + about 40% of the time; a person adds @ # % : and spaces.
const TRICKY = 'Ab/c+d@e#f%g:h j=k?l&m';

/** The server's output when it refuses to start (exit code 1). */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [MAIN], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((done) => child.on('exit', done));
  expect(code).toBe(1);
  return output;
}

describe('any database password works and never reaches the log', () => {
  const adminUrl = new URL(process.env.TEST_ADMIN_DATABASE_URL!);
  const role = `pw_${randomBytes(4).toString('hex')}`;
  const database = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(TEST_DATA, 'dbpass-'));
  const admin = new pg.Pool({ connectionString: adminUrl.toString(), max: 1 });
  const setPassword = (password: string) => admin.query(`ALTER ROLE ${role} PASSWORD ${pg.escapeLiteral(password)}`);
  const parts = (password: string) => ({
    DATABASE_HOST: adminUrl.hostname,
    DATABASE_PORT: adminUrl.port,
    DATABASE_USER: role,
    DATABASE_PASSWORD: password,
    DATABASE_NAME: database,
  });

  beforeAll(async () => {
    await admin.query(`CREATE ROLE ${role} LOGIN SUPERUSER`);
    await recreateDatabase(adminUrl.toString(), database, process.env.TEST_TEMPLATE_DB);
  });
  afterAll(async () => {
    await dropDatabase(adminUrl.toString(), database);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the URL composed from DATABASE_* signs in to PostgreSQL with any password', async () => {
    // Printable ASCII and accented letters: what a .env holds. (Compatibility characters such as U+1FBF0
    // are normalised by PostgreSQL's SASLprep but not by node-postgres, whatever the URL says.)
    const printable = [...Array(95)].map((_, i) => String.fromCharCode(32 + i)).concat([...'çãéõÇÁ']);
    const password = fc.string({ unit: fc.constantFrom(...printable), minLength: 1, maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(TRICKY), password), async (p) => {
        await setPassword(p);
        const url = loadConfig({ DATA_DIR: dataDir, ...parts(p) }).database.url!;
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          expect((await client.query('SELECT current_user AS who')).rows).toEqual([{ who: role }]);
        } finally {
          await client.end();
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the server starts with / + @ # in the password and prints it nowhere, also when refused', async () => {
    await setPassword(TRICKY);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...parts(TRICKY),
    };
    const server = await startServerProcess(env);
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    expect((await stopServerProcess(server)).code).toBe(0);
    const secrets = [TRICKY, encodeURIComponent(TRICKY), 'e#f%g'];
    for (const secret of secrets) expect(server.output()).not.toContain(secret);

    const wrong = await refusedStart({ ...env, DATABASE_PASSWORD: `${TRICKY}-errada` });
    expect(wrong).toContain('password authentication failed');
    for (const secret of secrets) expect(wrong).not.toContain(secret);

    // The old way, the password pasted raw into DATABASE_URL: the error names the key, masks the password.
    const raw = `postgresql://${role}:${TRICKY}@${adminUrl.host}/${database}`;
    const unencoded = await refusedStart({
      ...env,
      ...Object.fromEntries(Object.keys(parts('')).map((k) => [k, ''])),
      DATABASE_URL: raw,
    });
    expect(unencoded).toContain('DATABASE_URL');
    for (const secret of secrets) expect(unencoded).not.toContain(secret);
  }, 120_000);

  it('refuses the .env.example placeholders at start, naming each key in the log', async () => {
    const output = await refusedStart({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'curto',
      PUBLIC_URL: 'https://portal.example.com.br',
      ...parts('troque-esta-senha'),
    });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; message: string });
    const error = lines.find((line) => line.level === 'error')!.message;
    expect(error).toContain('Configuração inválida:');
    expect(error).toContain('- JWT_SECRET deve ter ao menos 32 caracteres.');
    expect(error).toContain('- POSTGRES_PASSWORD (a senha do banco) ainda é a do exemplo do .env.example');
    expect(error).toContain('- PUBLIC_URL aponta para um domínio de exemplo (portal.example.com.br)');
  });
});
