import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real small disk: a tmpfs of `megabytes` mounted for the test, that `encher` fills to the last byte
 * (so whatever writes there gets ENOSPC, PostgreSQL's 53100 included) and `liberar` frees again.
 * Mounting needs root: without it the test fails saying so, it is never skipped.
 */
export interface DiscoPequeno {
  /** The mount point. */
  dir: string;
  /** A folder inside it owned by the `postgres` user (for CREATE TABLESPACE ... LOCATION). */
  pastaDoPostgres: string;
  encher(): void;
  liberar(): void;
  desmontar(): void;
}

export function montarDiscoPequeno(megabytes: number): DiscoPequeno {
  const dir = mkdtempSync(join(tmpdir(), 'disco-cheio-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Este teste precisa montar um tmpfs (rodar como root, com permissão de mount): ${(error as Error).message}`,
      { cause: error },
    );
  }
  chmodSync(dir, 0o755);
  const pastaDoPostgres = join(dir, 'pg');
  mkdirSync(pastaDoPostgres, { mode: 0o700 });
  const postgres = execFileSync('id', ['-u', 'postgres']).toString().trim();
  const grupo = execFileSync('id', ['-g', 'postgres']).toString().trim();
  chownSync(pastaDoPostgres, Number(postgres), Number(grupo));
  const enchimento = join(dir, 'enchimento');
  return {
    dir,
    pastaDoPostgres,
    encher() {
      // Big blocks, then small ones, until the disk says no: not a byte left.
      const fd = openSync(enchimento, 'a');
      try {
        for (const bloco of [Buffer.alloc(1 << 20), Buffer.alloc(512)]) {
          try {
            for (;;) writeSync(fd, bloco);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
      const livre = statfsSync(dir);
      if (Number(livre.bavail) !== 0) throw new Error(`disco de teste ainda com ${livre.bavail} blocos livres`);
    },
    liberar() {
      rmSync(enchimento, { force: true });
    },
    desmontar() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
