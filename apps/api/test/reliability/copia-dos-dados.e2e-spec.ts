import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalServer, stopServerProcess, TEST_DATA } from '../support/server-process.js';
import { runTool } from '../support/run-tool.js';

/**
 * Probe 7 F4: an `npm start` install has no pg_dump 18. `portal dados:backup` copies DATA_DIR while the
 * portal is stopped, `dados:restaurar` puts it in a new DATA_DIR: the data and the sessions (JWT
 * secret, session rows) work there as before.
 */
const CLI = resolve(import.meta.dirname, '../../dist/cli.js');
const ADMIN = { email: 'copia@exemplo.com.br', password: 'Copia-segura-2026' };

describe('backup and restore of an npm start install (portal dados:backup / dados:restaurar)', () => {
  const folder = mkdtempSync(join(TEST_DATA, 'copia-'));
  chmodSync(folder, 0o755); // the embedded server runs as `postgres` when the tests run as root
  const original = join(folder, 'original');
  const restaurada = join(folder, 'restaurada');
  const arquivo = join(folder, 'portal.tgz');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const portal = (dataDir: string, ...args: string[]) =>
    runTool(process.execPath, [CLI, ...args], { env: { DATA_DIR: dataDir }, timeoutMs: 30_000 });
  const subir = (dataDir: string) =>
    startLocalServer(dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const euSou = (base: string, token: string) =>
    fetch(`${base}/api/Auth/userinfo`, { headers: { Authorization: `Bearer ${token}` } });

  it('copies the stopped DATA_DIR and restores it into a new one, with the data and the sessions', async () => {
    const antes = await subir(original);
    const login = await fetch(`${antes.base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const quem = await (await euSou(antes.base, token)).json();

    // With the portal up, the copy is refused: a running cluster's files may not open.
    const noAr = await portal(original, 'dados:backup', arquivo);
    expect(noAr.code).toBe(1);
    expect(noAr.stderr).toMatch(/O PostgreSQL embutido está no ar .*pare o portal/);

    expect((await stopServerProcess(antes.server)).code).toBe(0);
    const backup = await portal(original, 'dados:backup', arquivo);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`gravada em ${arquivo}`);

    // Never over existing data: a DATA_DIR in use, or the same archive twice.
    const sobre = await portal(original, 'dados:restaurar', arquivo);
    expect(sobre.code).toBe(1);
    expect(sobre.stderr).toMatch(/não está vazia: .*nada foi alterado/);
    expect((await portal(original, 'dados:backup', arquivo)).stderr).toMatch(/já existe/);

    const restore = await portal(restaurada, 'dados:restaurar', arquivo);
    expect(restore).toMatchObject({ code: 0, stderr: '' });

    // The restored portal: the session issued before the copy still works (the generated key is in the
    // database, ADR 0013), and so does signing in.
    const depois = await subir(restaurada);
    const agora = await euSou(depois.base, token);
    expect(agora.status).toBe(200);
    expect(await agora.json()).toEqual(quem);
    expect(depois.server.output()).not.toContain('Administrador criado');
    const denovo = await fetch(`${depois.base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(denovo.status).toBe(200);
    expect((await stopServerProcess(depois.server)).code).toBe(0);
  }, 120_000);

  it('says what to do when there is nothing to copy or the archive is missing', async () => {
    const vazio = await portal(join(folder, 'nada'), 'dados:backup', join(folder, 'x.tgz'));
    expect(vazio.code).toBe(1);
    expect(vazio.stderr).toMatch(/Nada a copiar: .* não tem o banco do PostgreSQL embutido/);
    const semArquivo = await portal(join(folder, 'nova'), 'dados:restaurar', join(folder, 'nao-existe.tgz'));
    expect(semArquivo.code).toBe(1);
    expect(semArquivo.stderr).toMatch(/não existe/);
  });
});
