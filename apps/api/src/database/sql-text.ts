import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';

// Compiles only: it has no connection.
const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A `sql` fragment as PostgreSQL text, for psql and for tests that query with the pool. Build it with
 * `sql.raw('$1')` where the fragment takes an id, so the text reads its parameter as `$1`.
 */
export function sqlText(fragment: RawBuilder<unknown>): string {
  const { sql, parameters } = compileSql(fragment);
  if (parameters.length) throw new Error('O texto SQL não leva parâmetros: use sql.raw("$1") no lugar deles.');
  return sql;
}

/** A `sql` fragment as PostgreSQL text and its parameters, for a plain pg client (the migrator's). */
export function compileSql(fragment: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  return fragment.compile(compiler);
}
