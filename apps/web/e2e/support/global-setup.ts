import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { childEnv, type LocalSmtpServer } from '@portal/test-support';
import type { TestProject } from 'vitest/node';
import type { E2eContext } from './context';
import { startCnpjServer } from './fake-cnpj';
import { startCepServer, startSmtpServer } from './fake-services';
import { seedUsers } from './seed';

const ROOT = resolve(import.meta.dirname, '../../../..');
const PASSWORD = 'Portal2026x';

let server: ChildProcess | undefined;
let cep: Server | undefined;
let cnpj: Server | undefined;
let smtp: LocalSmtpServer | undefined;

/** Starts the real server (built API + built web) on a fresh embedded database, with fake SMTP and CEP. */
export default async function setup(project: TestProject) {
  const main = join(ROOT, 'apps/api/dist/main.js');
  if (!existsSync(main) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Compile antes: apps/api (tsc -p tsconfig.build.json) e apps/web (vite build).');
  }
  const dataDir = join(ROOT, '.test-data', `e2e-${process.pid}-${Date.now()}`);
  const mailDir = join(dataDir, 'mail');
  mkdirSync(dataDir, { recursive: true });
  const [port, pgPort, smtpPort, cepPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  cep = await startCepServer(cepPort);
  const cnpjPort = await freePort();
  cnpj = await startCnpjServer(cnpjPort);
  smtp = await startSmtpServer(smtpPort, mailDir);

  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@e2e.test', password: PASSWORD, name: 'Administrador do Portal' };
  const log = createWriteStream(join(dataDir, 'server.log'));
  server = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: childEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PRIVACY_CONTACT_EMAIL: 'privacidade@e2e.test',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CEP_API_URL: `http://127.0.0.1:${cepPort}/ws/{cep}/json/`,
      CNPJ_API_URL: `http://127.0.0.1:${cnpjPort}/v1/cnpj/{cnpj}`,
      LOGIN_MAX_ATTEMPTS: '8',
      PUBLIC_FORM_MAX_PER_HOUR: '200',
      PIX_KEY: 'financeiro@e2e.test',
      PIX_MERCHANT_NAME: 'Distribuidora E2E',
      PIX_MERCHANT_CITY: 'Sao Paulo',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const teardown = async () => {
    await stopAll();
    // Kept when asked, to read server.log and the received mail after a failure.
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, join(dataDir, 'server.log'));
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const databaseUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`;
    const { comercial, cliente } = await seedUsers(databaseUrl, PASSWORD);
    const context: E2eContext = { baseUrl, dataDir, mailDir, databaseUrl, admin, comercial, cliente };
    project.provide('e2e', context);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return teardown;
}

async function stopAll(): Promise<void> {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((done) => (cep ? cep.close(done) : done(undefined)));
  await new Promise((done) => (cnpj ? cnpj.close(done) : done(undefined)));
  await smtp?.close();
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`O servidor saiu (código ${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`O servidor não respondeu /api/health:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

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
