import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CommandError } from './generated-access.js';

// `npm start` installs keep everything in DATA_DIR (the PostgreSQL 18 cluster, its password, the JWT
// secret, the mail outbox). The embedded package ships no pg_dump (and Debian's is older than 18), so
// the backup is the folder itself, copied with PostgreSQL stopped: a stopped cluster's files are a
// consistent copy, a running one's may not open.

/** DATA_DIR into a .tar.gz; the portal (its embedded PostgreSQL) must be stopped. */
export function backupDataDir(dataDir: string, file: string): string {
  const target = resolve(file);
  if (!existsSync(join(dataDir, 'postgres', 'PG_VERSION')))
    throw new CommandError(`Nada a copiar: ${dataDir} (DATA_DIR) não tem o banco do PostgreSQL embutido.`);
  refuseWhileRunning(dataDir);
  if (existsSync(target)) throw new CommandError(`${target} já existe: escolha outro nome (nada foi sobrescrito).`);
  if (!relative(dataDir, target).startsWith('..'))
    throw new CommandError(`Grave a cópia fora de ${dataDir} (DATA_DIR): ela não pode conter a si mesma.`);
  tar(['-czf', target, '-C', dataDir, '.']);
  return target;
}

/** A copy made by backupDataDir into a DATA_DIR that does not exist yet or is empty. */
export function restoreDataDir(file: string, dataDir: string): void {
  const source = resolve(file);
  if (!existsSync(source)) throw new CommandError(`${source} não existe.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length)
    throw new CommandError(
      `${dataDir} (DATA_DIR) não está vazia: restaure numa pasta nova ou vazia (mova a atual para o lado antes); ` +
        'nada foi alterado.',
    );
  mkdirSync(dataDir, { recursive: true });
  tar(['-xzf', source, '-C', dataDir]);
  if (!existsSync(join(dataDir, 'postgres', 'PG_VERSION')))
    throw new CommandError(`${source} não é uma cópia de DATA_DIR (não há banco nela); confira o arquivo.`);
}

/** The size of a file, in words for the person at the terminal. */
export const tamanho = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

function refuseWhileRunning(dataDir: string): void {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!alive(pid)) return; // left by a crash: the files are what a restart would recover from
  throw new CommandError(
    `O PostgreSQL embutido está no ar sobre ${dataDir} (PID ${pid}): pare o portal (Ctrl-C) e rode o ` +
      'comando de novo; uma cópia feita com ele no ar pode não abrir.',
  );
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tar(args: string[]): void {
  // As root, tar keeps the owners (the cluster belongs to the `postgres` user) and the 0700 modes.
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new CommandError(`tar falhou: ${(result.error?.message ?? result.stderr).trim()}`);
}
