import { CompiledQuery, type Compilable } from 'kysely';
import { compilada, registrarPreparada, type Db } from './database.js';

/** A prepared statement as node-postgres runs it. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A by-id read and the audit rows of that read (the personal-data access record, LGPD) in ONE
 * statement: the INSERT is a CTE of the SELECT, so both commit together or not at all. Nothing can
 * be lost between the answer and its record, and the read costs no extra round trip. The rows are
 * written only when the SELECT finds something (a 404 was never recorded). Without rows: the read.
 */
export function withAccessRecord(read: Statement, rows: { message: string; data: unknown }[]): Statement {
  if (!rows.length) return read;
  return {
    name: `${read.name}_registrado`,
    text: `WITH lido AS (${read.text}),
      acesso AS (INSERT INTO audit_logs (message, data)
        SELECT r.message, r.data FROM jsonb_to_recordset($${read.values.length + 1}::jsonb) AS r(message text, data jsonb)
         WHERE EXISTS (SELECT 1 FROM lido))
      SELECT * FROM lido`,
    values: [...read.values, JSON.stringify(rows)],
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
): (db: Db, valores: Record<K, unknown>, rows: { message: string; data: unknown }[]) => Promise<R | undefined> {
  const read = compilada(nomes, build);
  const recorded = withAccessRecord({ name, text: read.sql, values: read.values({} as Record<K, unknown>) }, [
    { message: '', data: null },
  ]);
  registrarPreparada(name, read.sql);
  registrarPreparada(recorded.name, recorded.text);
  return async (db, valores, rows) => {
    const values = read.values(valores);
    const query = rows.length
      ? CompiledQuery.raw(recorded.text, [...values, JSON.stringify(rows)])
      : CompiledQuery.raw(read.sql, values);
    return (await db.executeQuery(query as CompiledQuery<R>)).rows[0];
  };
}
