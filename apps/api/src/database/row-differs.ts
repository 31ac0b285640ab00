import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The condition of an UPDATE that writes only when the row would change: some column to be written is
 * distinct from its stored value (IS DISTINCT FROM: null equals null; the database compares, in the
 * column's own type). A save that sends back what is stored then writes nothing and leaves `versao`
 * as it was, so nobody else's open form becomes stale for nothing. An undefined value is not written,
 * so it is not compared either.
 */
export function rowDiffers(values: Record<string, unknown>): RawBuilder<SqlBool> {
  const tests = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.ref(column)} IS DISTINCT FROM ${value}`);
  return tests.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}
