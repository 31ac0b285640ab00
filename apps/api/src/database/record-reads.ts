import { CompiledQuery, type Compilable } from 'kysely';
import { compilada, registrarPreparada, type Db } from './database.js';

/** A prepared statement as node-postgres runs it. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A condition in SQL with its own values, numbered from `first` (the placeholders before it are the
 * statement's): a session as the request was let in with (auth SessionsRepository.sessionAsRead).
 */
export interface SqlCondition {
  sql(first: number): string;
  values: unknown[];
}

/**
 * A by-id read and the audit rows of that read (the personal-data access record, LGPD) in ONE
 * statement: the INSERT is a CTE of the SELECT, so both commit together or not at all. Nothing can
 * be lost between the answer and its record, and the read costs no extra round trip. The rows are
 * written only when the SELECT finds something (a 404 was never recorded). Without rows: the read.
 */
export function withAccessRecord(
  read: Statement,
  rows: { message: string; data: unknown }[],
  session?: SqlCondition,
): Statement {
  if (!rows.length) return read;
  const first = read.values.length + 2;
  // With a session checked in parallel (ParallelSessionCheck), the rows are written only under it,
  // and the statement says whether they were (`acesso_registrado`): no answer without its record.
  const [name, condition, returning, flag] = session
    ? [
        '_na_sessao',
        ` AND ${session.sql(first)}`,
        ' RETURNING 1',
        ', EXISTS (SELECT 1 FROM acesso) AS acesso_registrado',
      ]
    : ['', '', '', ''];
  return {
    name: `${read.name}_registrado${name}`,
    text: `WITH lido AS (${read.text}),
      acesso AS (INSERT INTO audit_logs (message, data)
        SELECT r.message, r.data FROM jsonb_to_recordset($${read.values.length + 1}::jsonb) AS r(message text, data jsonb)
         WHERE EXISTS (SELECT 1 FROM lido)${condition}${returning})
      SELECT *${flag} FROM lido`,
    values: [...read.values, JSON.stringify(rows), ...(session?.values ?? [])],
  };
}

/** A typed read (Kysely) with its access record in the same statement: its first row, if any. */
export async function readRecorded<T>(
  db: Db,
  read: Compilable<T>,
  rows: { message: string; data: unknown }[],
): Promise<T | undefined> {
  const { sql, parameters } = read.compile();
  const { text, values } = withAccessRecord({ name: '', text: sql, values: [...parameters] }, rows);
  const result = await db.executeQuery(CompiledQuery.raw(text, values) as CompiledQuery<T>);
  return result.rows[0];
}

/**
 * A hot by-id read with its access record, compiled once and run as a named prepared statement
 * (`name`, and `name`_registrado with the record): the same statement as readRecorded, without
 * Kysely building it nor PostgreSQL planning it per request (issue 30).
 */
export function leituraRegistrada<K extends string, R>(
  name: string,
  nomes: readonly K[],
  build: (valores: Record<K, never>) => Compilable<R>,
): (
  db: Db,
  valores: Record<K, unknown>,
  rows: { message: string; data: unknown }[],
  session?: SqlCondition,
) => Promise<(R & { acesso_registrado?: boolean }) | undefined> {
  const read = compilada(nomes, build);
  const recorded = withAccessRecord({ name, text: read.sql, values: read.values({} as Record<K, unknown>) }, [
    { message: '', data: null },
  ]);
  registrarPreparada(name, read.sql);
  registrarPreparada(recorded.name, recorded.text);
  return async (db, valores, rows, session) => {
    const values = read.values(valores);
    const statement = withAccessRecord({ name, text: read.sql, values }, rows, session);
    // The statement under a session is named on first use (its text depends on the condition's).
    if (statement.text !== read.sql) registrarPreparada(statement.name, statement.text);
    const query = CompiledQuery.raw(statement.text, statement.values);
    return (await db.executeQuery(query as CompiledQuery<R & { acesso_registrado?: boolean }>)).rows[0];
  };
}
