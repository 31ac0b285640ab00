import { readFileSync } from 'node:fs';

export interface ExpectedColumn {
  column: string;
  /** Normalised SQL type, e.g. "varchar(255)", "timestamptz(3)", "integer". */
  type: string;
  nullable: boolean;
}

export interface ExpectedIndex {
  name: string;
  columns: string[];
  unique: boolean;
  method: 'btree' | 'gin';
}

export interface ExpectedTable {
  model: string;
  table: string;
  columns: ExpectedColumn[];
  indexes: ExpectedIndex[];
  /** Indexes the schema cannot express, named in "SQL-only: <name>" comments. */
  sqlOnlyIndexes: string[];
  /** Columns the schema cannot express (generated ones), named in "SQL-only column: <name>" comments. */
  sqlOnlyColumns: string[];
}

const SCALAR_DEFAULTS: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  Bytes: 'bytea',
  DateTime: 'timestamp(3)',
  Json: 'jsonb',
  Decimal: 'numeric(65,30)',
  Float: 'double precision',
};

const NATIVE_TYPES: Record<string, string> = {
  VarChar: 'varchar',
  Char: 'char',
  SmallInt: 'smallint',
  Timestamptz: 'timestamptz',
  Decimal: 'numeric',
  JsonB: 'jsonb',
  Text: 'text',
};

/** A small reader of the parts of schema.prisma that the database must mirror. */
export function readPrismaSchema(path: string): ExpectedTable[] {
  const source = readFileSync(path, 'utf8');
  const models = [...source.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(models.map((m) => m[1]));
  return models.map(([, model, body]) => parseModel(model, body, modelNames));
}

function parseModel(model: string, body: string, modelNames: Set<string>): ExpectedTable {
  const table = /@@map\("(\w+)"\)/.exec(body)?.[1] ?? model;
  const columns: ExpectedColumn[] = [];
  const indexes: ExpectedIndex[] = [];
  const columnOf = new Map<string, string>();
  for (const line of body.split('\n').map((l) => l.trim())) {
    const field = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
    if (!field || line.startsWith('@@')) continue;
    const [, name, type, list, optional, attributes] = field;
    if (list || modelNames.has(type)) continue;
    const column = /@map\("(\w+)"\)/.exec(attributes)?.[1] ?? name;
    columnOf.set(name, column);
    columns.push({ column, type: sqlType(type, attributes), nullable: Boolean(optional) });
    if (/@id\b/.test(attributes))
      indexes.push({ name: `${table}_pkey`, columns: [column], unique: true, method: 'btree' });
    if (/@unique\b/.test(attributes)) {
      indexes.push({ name: `${table}_${column}_key`, columns: [column], unique: true, method: 'btree' });
    }
  }
  const compositeId = /@@id\(\[([^\]]*)\]\)/.exec(body);
  if (compositeId) {
    const cols = compositeId[1].split(',').map((f) => columnOf.get(f.trim()) ?? f.trim());
    indexes.push({ name: `${table}_pkey`, columns: cols, unique: true, method: 'btree' });
  }
  for (const [, kind, fields, options] of body.matchAll(/@@(index|unique)\(\[([^\]]*)\]\s*(?:,\s*(.*))?\)/g)) {
    const names = fields.split(',').map((f) => f.trim().replace(/\(.*$/, ''));
    const cols = names.map((n) => columnOf.get(n) ?? n);
    const unique = kind === 'unique';
    const name = /map:\s*"(\w+)"/.exec(options ?? '')?.[1] ?? `${table}_${cols.join('_')}_${unique ? 'key' : 'idx'}`;
    indexes.push({ name, columns: cols, unique, method: /type:\s*Gin/.test(options ?? '') ? 'gin' : 'btree' });
  }
  const sqlOnlyIndexes = [...body.matchAll(/SQL-only:\s*(\w+)/g)].map((m) => m[1]);
  const sqlOnlyColumns = [...body.matchAll(/SQL-only column:\s*(\w+)/g)].map((m) => m[1]);
  return { model, table, columns, indexes, sqlOnlyIndexes, sqlOnlyColumns };
}

function sqlType(scalar: string, attributes: string): string {
  const native = /@db\.(\w+)(?:\(([^)]*)\))?/.exec(attributes);
  if (!native) return SCALAR_DEFAULTS[scalar] ?? scalar;
  const base = NATIVE_TYPES[native[1]] ?? native[1].toLowerCase();
  return native[2] ? `${base}(${native[2].replace(/\s/g, '')})` : base;
}
