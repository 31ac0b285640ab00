import { DummyDriver, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type pg from 'pg';
import { AppDatabase } from '../../src/database/database.js';

export interface CapturedQuery {
  label: string;
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A Db that runs nothing and records every statement a repository method compiles (an empty answer
 * comes back, so a method expecting a row throws, which `capture` ignores).
 */
export function capturingDatabase(): {
  db: AppDatabase;
  capture: (label: string, call: () => Promise<unknown>) => Promise<void>;
  queries: CapturedQuery[];
} {
  const queries: CapturedQuery[] = [];
  let label = '';
  const db = new AppDatabase({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') queries.push({ label, sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const capture = async (name: string, call: () => Promise<unknown>) => {
    label = name;
    await call().catch(() => undefined);
  };
  return { db, capture, queries };
}

interface PlanNode {
  'Node Type': string;
  'Join Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'CTE Name'?: string;
  'Subplan Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** The plan's shape: node types, join types, tables and indexes, children in order; no costs or rows. */
export function planShape(node: PlanNode, depth = 0): string[] {
  const parts = [
    node['Subplan Name'] ? `${node['Subplan Name']}:` : undefined,
    node['Node Type'],
    node['Join Type'] && node['Join Type'] !== 'Inner' ? `(${node['Join Type']})` : undefined,
    node['Index Name'] ? `using ${node['Index Name']}` : undefined,
    node['Relation Name'] ? `on ${node['Relation Name']}` : undefined,
    node['CTE Name'] ? `on CTE ${node['CTE Name']}` : undefined,
  ].filter(Boolean);
  return [
    `${'  '.repeat(depth)}${parts.join(' ')}`,
    ...(node.Plans ?? []).flatMap((child) => planShape(child, depth + 1)),
  ];
}

export async function explainShape(client: pg.ClientBase, query: CapturedQuery): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${query.sql}`, [
    ...query.parameters,
  ]);
  return planShape(rows[0]!['QUERY PLAN'][0].Plan);
}
