import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Where the key in use came from, for the one line the start-up log says about it. */
export type OrigemDoSegredo =
  /** This start generated it and wrote it to the database. */
  | 'gerado'
  /** DATA_DIR/jwt-secret of an older version, written to the database by this start. */
  | 'adotado'
  /** Already in the database (another instance, or an earlier start): nothing to say. */
  | 'banco'
  /** Already in the database and DATA_DIR/jwt-secret holds another key: the database's wins. */
  | 'banco-difere-do-arquivo';

export interface SegredoGerado {
  secret: string;
  origem: OrigemDoSegredo;
}

/**
 * Without JWT_SECRET, the key every instance on this database signs sessions and seals the mail queue
 * with (ADR 0013). One row, written once: INSERT ... ON CONFLICT DO NOTHING makes instances starting
 * together wait on the same primary key and then all read the one that was written first. An older
 * install's DATA_DIR/jwt-secret is what gets written, so its sessions and queued e-mails stay valid.
 */
export async function segredoGerado(databaseUrl: string, oldFile: string): Promise<SegredoGerado> {
  const fromFile = existsSync(oldFile) ? readFileSync(oldFile, 'utf8').trim() || undefined : undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query(
      `INSERT INTO segredo_do_servidor (id, segredo) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
      [fromFile ?? randomBytes(48).toString('base64url')],
    );
    const { rows } = await client.query<{ segredo: string }>(`SELECT segredo FROM segredo_do_servidor WHERE id = 1`);
    const secret = rows[0].segredo;
    if (inserted.rowCount) return { secret, origem: fromFile ? 'adotado' : 'gerado' };
    return { secret, origem: fromFile !== undefined && fromFile !== secret ? 'banco-difere-do-arquivo' : 'banco' };
  } finally {
    await client.end();
  }
}
