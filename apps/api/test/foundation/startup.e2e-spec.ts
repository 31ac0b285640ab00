import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  childEnv,
  freePort,
  startServerProcess as startServer,
  stopServerProcess as stop,
  TEST_DATA,
} from '../support/server-process.js';

const MAIN = resolve(import.meta.dirname, '../../dist/main.js');

// `npm start`'s server, as a process: embedded PostgreSQL under DATA_DIR, migrations, admin, web, signals.

describe('npm start server', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'startup-'));
  let env: Record<string, string>;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()) };
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const query = async <T extends pg.QueryResultRow>(sql: string): Promise<T[]> => {
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8');
    const client = new pg.Client({
      host: '127.0.0.1',
      port: Number(env.EMBEDDED_PG_PORT),
      user: 'postgres',
      password,
      database: 'portal',
    });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('starts on an embedded database, serves API and web, survives a restart without redoing anything', async () => {
    const first = await startServer(env);
    expect(first.output()).toContain('Migrações aplicadas: 20261122000000_init');
    expect(first.output()).toMatch(/Administrador criado: admin@portal\.local \/ senha: \S+/);

    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    const login = await fetch(`${base}/login`);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(await login.text()).toContain('<div id="root">');

    const admins = await query<{ email: string; hash: string }>(
      `SELECT email, password_hash AS hash FROM users u JOIN roles r ON r.id = u.role_id WHERE r.normalized_name = 'ADMIN'`,
    );
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe('admin@portal.local');
    expect(admins[0].hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await query(`INSERT INTO produtos (sku, tipo, nome) VALUES ('PERSIST1', 'p', 'Sobrevive ao reinício')`);

    const firstStop = await stop(first);
    expect(firstStop.code).toBe(0);
    expect(firstStop.ms).toBeLessThan(10_000);
    expect(first.output()).toContain('Encerrado.');

    const second = await startServer(env);
    expect(second.output()).toContain('Banco de dados em dia.');
    expect(second.output()).not.toContain('Administrador criado');
    expect(await query(`SELECT nome FROM produtos WHERE sku = 'PERSIST1'`)).toEqual([
      { nome: 'Sobrevive ao reinício' },
    ]);
    expect(await query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 1 }]);
    expect(await query(`SELECT count(*)::int AS n FROM _portal_migrations`)).toEqual([{ n: expect.any(Number) }]);
    expect((await stop(second)).code).toBe(0);
  }, 90_000);

  it('refuses to start with a bad configuration and lists what is wrong', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: childEnv({
        DATA_DIR: dataDir,
        PORT: 'abc',
        JWT_TTL: 'sempre',
        ADMIN_EMAIL: 'notanemail',
        ADMIN_PASSWORD: 'admin',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('PORT deve ser um número inteiro entre 0 e 65535 (recebido: abc).');
    expect(output).toContain('JWT_TTL deve ser uma duração como 900, 15m, 8h ou 2d (recebido: sempre).');
    expect(output).toContain('ADMIN_EMAIL deve ser um e-mail (recebido: notanemail).');
    expect(output).toContain('ADMIN_PASSWORD não segue as regras de senha: A senha deve ter ao menos 8 caracteres.');
    expect(output).not.toContain('Iniciando PostgreSQL');
  });
});
