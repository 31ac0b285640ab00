import type pg from 'pg';

/** Tables of the app's own bookkeeping, not queried by repositories. */
const SKIPPED_TABLES = new Set(['_portal_migrations']);

interface ColumnRow {
  table_name: string;
  column_name: string;
  type_name: string;
  element_type: string | null;
  nullable: boolean;
  generated: boolean;
}

// What `pg` hands back for each PostgreSQL type (its default parsers: int8 and numeric stay text).
const TS_TYPES: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'Int8',
  float4: 'number',
  float8: 'number',
  numeric: 'Numeric',
  bool: 'boolean',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  inet: 'string',
  date: 'Timestamp',
  timestamp: 'Timestamp',
  timestamptz: 'Timestamp',
  json: 'Json',
  jsonb: 'Json',
  bytea: 'Buffer',
};

const HEADER = `// Generated from the migrated database by src/database/schema-types.ts: do not edit.
// Update: see docs/contribuindo.md ("Acesso a dados"); test/foundation/schema-types.e2e-spec.ts fails when stale.
import type { ColumnType } from 'kysely';

/** Filled by the database when omitted (a default, a sequence or a trigger). */
export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
/** bigint: pg reads it as text (exact beyond 2^53). */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** numeric: pg reads it as its exact decimal text, never a float. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** json/jsonb: read parsed; written as JSON text (JSON.stringify), so an array is never sent as a PostgreSQL array. */
export type Json = ColumnType<JsonValue, string, string>;
`;

function tsType(row: ColumnRow): string {
  const base = row.element_type ? `${scalar(row.element_type)}[]` : scalar(row.type_name);
  const type = row.nullable ? `${base} | null` : base;
  return row.generated ? `Generated<${type}>` : type;
}

function scalar(typeName: string): string {
  const type = TS_TYPES[typeName];
  if (!type) throw new Error(`Tipo PostgreSQL sem correspondente TypeScript em schema-types.ts: ${typeName}`);
  return type;
}

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

/** The Kysely `Database` interface of the public schema, as TypeScript source (deterministic order). */
export async function generateSchemaTypes(client: pg.Client | pg.Pool): Promise<string> {
  const { rows } = await client.query<ColumnRow>(`
    SELECT c.relname AS table_name, a.attname AS column_name, t.typname AS type_name,
           e.typname AS element_type, NOT a.attnotnull AS nullable,
           (a.atthasdef OR a.attidentity <> '' OR a.attgenerated <> '') AS generated
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY c.relname, a.attnum`);
  const tables = new Map<string, ColumnRow[]>();
  for (const row of rows) {
    if (SKIPPED_TABLES.has(row.table_name)) continue;
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row]);
  }
  const interfaces = [...tables].map(
    ([table, columns]) =>
      `export interface ${pascal(table)} {\n${columns.map((c) => `  ${c.column_name}: ${tsType(c)};`).join('\n')}\n}\n`,
  );
  const database = `export interface Database {\n${[...tables.keys()].map((t) => `  ${t}: ${pascal(t)};`).join('\n')}\n}\n`;
  return [HEADER, ...interfaces, database].join('\n');
}
