import { resolve } from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../src/database/database-admin.js';
import { readPrismaSchema, type ExpectedTable } from '../support/prisma-schema.js';

// The migrations are hand-written SQL: this proves the migrated database is what schema.prisma says.
const schema = readPrismaSchema(resolve(import.meta.dirname, '../../../../prisma/schema.prisma'));

interface ColumnRow {
  table_name: string;
  column_name: string;
  sql_type: string;
  nullable: boolean;
}

interface IndexRow {
  table_name: string;
  index_name: string;
  unique: boolean;
  method: string;
  columns: string[];
}

describe('migrated database matches schema.prisma', () => {
  let db: pg.Client;
  let columns: ColumnRow[];
  let indexes: IndexRow[];

  beforeAll(async () => {
    db = new pg.Client({
      connectionString: withDatabase(process.env.TEST_ADMIN_DATABASE_URL!, process.env.TEST_TEMPLATE_DB!),
    });
    await db.connect();
    columns = (
      await db.query<ColumnRow>(`
        SELECT c.relname AS table_name, a.attname AS column_name,
               format_type(a.atttypid, a.atttypmod) AS sql_type, NOT a.attnotnull AS nullable
          FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`)
    ).rows.map((row) => ({ ...row, sql_type: normaliseType(row.sql_type) }));
    indexes = (
      await db.query<IndexRow>(`
        SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS unique, am.amname AS method,
               array(SELECT coalesce(a.attname::text, '<expr>') FROM unnest(x.indkey) WITH ORDINALITY k(attnum, ord)
                      LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
          JOIN pg_am am ON am.oid = i.relam JOIN pg_namespace n ON n.oid = t.relnamespace
         WHERE n.nspname = 'public'`)
    ).rows;
  });
  afterAll(() => db.end());

  it('has exactly the tables of the schema (plus the migrator bookkeeping)', () => {
    const tables = new Set(columns.map((c) => c.table_name));
    tables.delete('_portal_migrations');
    expect([...tables].sort()).toEqual(schema.map((t) => t.table).sort());
  });

  describe.each(schema.map((t): [string, ExpectedTable] => [t.table, t]))('%s', (table, expected) => {
    it('has every column with its type and nullability, and no other', () => {
      const actual = columns
        .filter((c) => c.table_name === table && !expected.sqlOnlyColumns.includes(c.column_name))
        .map((c) => ({ column: c.column_name, type: c.sql_type, nullable: c.nullable }));
      expect(sortByColumn(actual)).toEqual(sortByColumn(expected.columns));
    });

    it('has every unique and index of the schema, and only documented extras', () => {
      const actual = indexes.filter((i) => i.table_name === table);
      for (const index of expected.indexes) {
        const found = actual.find((i) => i.index_name === index.name);
        expect({ name: index.name, found: Boolean(found) }).toEqual({ name: index.name, found: true });
        expect({ name: index.name, columns: found!.columns, unique: found!.unique, method: found!.method }).toEqual({
          name: index.name,
          columns: index.columns,
          unique: index.unique,
          method: index.method,
        });
      }
      const known = new Set([...expected.indexes.map((i) => i.name), ...expected.sqlOnlyIndexes]);
      expect(actual.map((i) => i.index_name).filter((name) => !known.has(name))).toEqual([]);
    });
  });
});

function normaliseType(type: string): string {
  return type
    .replace(/^character varying/, 'varchar')
    .replace(/^character\b/, 'char')
    .replace(/^timestamp\((\d)\) with time zone$/, 'timestamptz($1)')
    .replace(/^timestamp\((\d)\) without time zone$/, 'timestamp($1)')
    .replace(/^numeric\((\d+),(\d+)\)$/, 'numeric($1,$2)');
}

const sortByColumn = <T extends { column: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.column.localeCompare(b.column));
