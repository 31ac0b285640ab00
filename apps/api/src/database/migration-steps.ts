import type pg from 'pg';

/**
 * The first line of a migration that must not run inside the schema transaction: CREATE INDEX
 * CONCURRENTLY cannot, and a backfill in batches must commit each batch (docs/decisoes/0006).
 */
export const SEM_TRANSACAO = '-- portal: sem-transacao';

export const semTransacao = (sql: string): boolean => sql.trimStart().startsWith(SEM_TRANSACAO);

/**
 * The statements of a migration, split at the semicolons that end them (not those inside quotes,
 * quoted names, comments or dollar-quoted bodies such as a DO block's).
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
    if (rest.startsWith('--')) i = end(sql, '\n', i + 2);
    else if (rest.startsWith('/*')) i = end(sql, '*/', i + 2);
    else if (sql[i] === "'" || sql[i] === '"') i = end(sql, sql[i], i + 1);
    else if (dollar) i = end(sql, dollar[0], i + dollar[0].length);
    else {
      if (sql[i] === ';') {
        statements.push(sql.slice(start, i));
        start = i + 1;
      }
      i++;
    }
  }
  statements.push(sql.slice(start));
  // A piece holding only comments and blanks is not a statement.
  return statements.map((s) => s.trim()).filter((s) => s.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim());
}

// Past the end of `closing` searched from `from` (a doubled quote '' reads as close-then-open: same result).
function end(sql: string, closing: string, from: number): number {
  const at = sql.indexOf(closing, from);
  return at < 0 ? sql.length : at + closing.length;
}

const CREATE_INDEX =
  /^(?:--[^\n]*\n|\s)*CREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/i;

/**
 * Runs a sem-transacao migration one statement at a time, each committed on its own. Every statement
 * must be safe to run again (a crash or a killed connection leaves the migration unrecorded, and the
 * next start runs it from the top): an index is CREATE INDEX CONCURRENTLY IF NOT EXISTS, and one left
 * INVALID by an interrupted build (which IF NOT EXISTS would keep) is dropped before the retry; a
 * backfill touches only rows still to do.
 */
export async function runWithoutTransaction(client: pg.Client, sql: string): Promise<void> {
  const statements = splitStatements(sql.trimStart().slice(SEM_TRANSACAO.length));
  for (const statement of statements) {
    const index = CREATE_INDEX.exec(statement);
    if (index && !(index[1] && index[2])) {
      throw new Error(`Fora da transação, um índice é CREATE INDEX CONCURRENTLY IF NOT EXISTS: ${index[3]}`);
    }
    if (index) await dropInvalidIndex(client, index[3]);
    await client.query(statement);
  }
}

async function dropInvalidIndex(client: pg.Client, name: string): Promise<void> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT i.indisvalid`,
    [name],
  );
  if (rowCount) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
}
