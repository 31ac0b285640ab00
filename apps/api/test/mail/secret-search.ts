import type pg from 'pg';

/**
 * Where any of `secrets` sits in the database: every column of every table, in every schema but
 * PostgreSQL's own (public, pgboss and any other). A row is read as text (json, arrays and composite
 * values included); bytea columns are also searched as raw bytes. Answers "schema.table.column: secret".
 */
export async function findSecretsInDatabase(db: pg.Pool, secrets: string[]): Promise<string[]> {
  const { rows: columns } = await db.query<{ schema: string; table: string; column: string; type: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column, c.data_type AS type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg_toast%'
        AND t.table_type = 'BASE TABLE'
      ORDER BY 1, 2, 3`,
  );
  const found: string[] = [];
  for (const { schema, table, column, type } of columns) {
    const value = `"${column}"`;
    const match =
      type === 'bytea' ? `position(convert_to(s, 'UTF8') IN ${value}) > 0` : `strpos(${value}::text, s) > 0`;
    const { rows } = await db.query<{ s: string }>(
      `SELECT s FROM unnest($1::text[]) s WHERE EXISTS (SELECT 1 FROM "${schema}"."${table}" WHERE ${match})`,
      [secrets],
    );
    found.push(...rows.map((row) => `${schema}.${table}.${column}: ${row.s}`));
  }
  return found;
}

/** How many tables and columns the search reads, per schema (to show it covered them all). */
export async function searchedSchemas(db: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await db.query<{ schema: string; n: number }>(
    `SELECT c.table_schema AS schema, count(*)::int AS n FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg_toast%'
        AND t.table_type = 'BASE TABLE'
      GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.schema, row.n]));
}
