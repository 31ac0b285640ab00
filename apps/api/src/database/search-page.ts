import { CompiledQuery, sql as kysely, type Compilable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { AppDatabase, registrarPreparada, type Db } from './database.js';
import type { SearchResult, PageWindow } from '../common/search/search-result.js';
import type { SqlWhere } from './sql-where.js';

/**
 * A search's statement parts; its answer rows are a Kysely select (typedSearchPage, allRows) under
 * the aliases the where clause and sort use.
 */
export interface PageQuery {
  /**
   * FROM clause of the filter and sort (constant SQL): the table, or a narrow copy holding only the
   * filter and sort columns under the same alias and names, so the where clause reads either.
   */
  from: string;
  where: SqlWhere;
  /** Whitelisted sort expression (constant SQL) and direction. */
  sort: { expression: string; direction: PageWindow<string>['direction'] };
  /** Unique key column, the tie-breaker that keeps pages stable (e.g. c.id). */
  key: string;
  window: Pick<PageWindow<string>, 'limit' | 'offset'>;
  /**
   * Set when a text filter applies. Its matches can sit together late in the sort order ('pad'
   * matches every "Padaria ..."), where walking the sort index and discarding non-matches reads most
   * of the table. So the matches are gathered once through the filter's trigram index, counted, and
   * only their ids and sort keys are sorted.
   */
  textFiltered?: boolean;
  /**
   * A cheaper statement giving the same total `n` as count(*) over the filter (e.g. a maintained
   * counter), using the where clause's placeholders. With a text filter, the matches are then gathered
   * only for the page, not counted.
   */
  totalSql?: string;
  /**
   * With textFiltered and totalSql, for a shallow page: walk `rows` (a select of the key, sort and
   * filter columns of `table` under the where's alias, no WHERE, the sort served by an index) in the
   * sort order, reading at most WALK_FACTOR rows per row the page needs, when the total says the
   * matches are that common (total x WALK_FACTOR >= the table's estimated rows). When the matches met
   * fill the page, the page is theirs (every later match sorts after them); otherwise (a rarer term,
   * or matches that sort late) the matches are gathered. One statement: the branch not taken never runs.
   */
  walk?: { rows: string; table: string };
  /**
   * The statement was written so that its plan depends on none of its values (each shape its own
   * text, no value-driven choice left to the planner, every expression of a value computed once): it
   * runs as this named statement, on the pool's generic connections (AppDatabase.genericos), planned
   * once per connection instead of at every search (decisoes/0011).
   */
  prepared?: string;
}

/** A page whose last row is at most this deep may be found by walking the sort order. */
const WALK_MAX_ROWS = 100;
/**
 * Rows the walk reads per row the page needs: a term rarer than 1 in 256 rows is gathered instead. The
 * walk reads index entries (~0.2 us each at 1M, index-only) and stops at the page; gathering reads one
 * heap row per match (~1.4 us) and sorts them all, so at 1M a page of 15 costs less walked down to ~1
 * match in 380 rows. 32 sent "transportes" (1 in 43) to gather 7,289 rows for 15 (docs/desempenho).
 */
const WALK_FACTOR = 256;

/** Whether the statement of `query` walks the sort order (PageQuery.walk, a shallow page). */
export const walks = (query: PageQuery): boolean =>
  Boolean(
    query.walk && query.textFiltered && query.totalSql && query.window.limit + query.window.offset <= WALK_MAX_ROWS,
  );

/** The parts of a search over `from`, sorted by the window's whitelisted sort expression, `key` last. */
export function sortedSearch<F extends string>(
  from: string,
  key: string,
  sorts: Record<F, string>,
  where: SqlWhere,
  window: PageWindow<F>,
): PageQuery {
  return { from, where, sort: { expression: sorts[window.sortField], direction: window.direction }, key, window };
}

type Row<T> = T & { __total: number; __k: unknown; __id: unknown };

/**
 * The whole answer rows of a typed search: a Kysely select of one row, given the reference to the
 * page's id (typed `never` so it compares with any key column, integer or bigint).
 */
export type PageRows<T> = (id: RawBuilder<never>) => Compilable<T>;

/**
 * One page plus the total in one statement (a page past the end still carries the true total), with
 * the answer rows written in Kysely: their columns and types come from the schema
 * (schema.generated.ts), not from an assertion.
 */
export async function typedSearchPage<T extends object>(
  db: Db,
  query: PageQuery,
  rows: PageRows<T>,
): Promise<SearchResult<T>> {
  const { sql, params } = pageStatement(query, rowsSql(rows));
  // The statement's rows are T (the Kysely select above) plus the three bookkeeping columns.
  const statement: CompiledQuery<Row<T>> = CompiledQuery.raw(sql, params);
  if (query.prepared) registrarPreparada(query.prepared, sql);
  const on = query.prepared && db instanceof AppDatabase && db.genericos ? db.genericos : db;
  return pageOf((await on.executeQuery(statement)).rows);
}

// The rows' SQL of each builder, compiled once: it takes no parameter, so it is the same text for any
// Db. A repository that passes the same function every time (a field) runs no Kysely per search.
const compiledRows = new WeakMap<PageRows<object>, string>();

function rowsSql<T>(rows: PageRows<T>): string {
  const known = compiledRows.get(rows);
  if (known !== undefined) return known;
  const compiled = rows(kysely.ref<never>('page.__id')).compile();
  if (compiled.parameters.length) throw new Error('As linhas da página não levam parâmetros: os filtros vão no where.');
  compiledRows.set(rows, compiled.sql);
  return compiled.sql;
}

/** `rowSelect` reads one whole row for page."__id" (a LATERAL over the page's ids). */
function pageStatement(query: PageQuery, rowSelect: string): { sql: string; params: unknown[] } {
  const params = [...query.where.params, query.window.limit, query.window.offset];
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const { expression, direction } = query.sort;
  const where = query.where.toSql();
  // Both paths find the page's ids and sort keys first (index-only where an index covers them) and
  // fetch whole rows for those ids alone: skipped rows of a deep page are never read from the table.
  const ordered = `ORDER BY "__k" ${direction}, "__id" ${direction} LIMIT ${limit} OFFSET ${offset}`;
  const keys = `SELECT ${query.key} AS "__id", ${expression} AS "__k" FROM ${query.from} ${where}`;
  const walk = walks(query) ? query.walk : undefined;
  const total = `total AS MATERIALIZED (${query.totalSql ?? `SELECT count(*)::int AS n FROM ${query.from} ${where}`})`;
  const ctes = !query.textFiltered
    ? `${total}, page AS (${keys} ${ordered})`
    : `matched AS MATERIALIZED (${keys}),
       ${query.totalSql ? total : 'total AS (SELECT count(*)::int AS n FROM matched)'},
       ${walk ? walkedPage(query, walk, { ordered, needed: `(${limit}::int + ${offset}::int)` }) : `page AS (SELECT "__id", "__k" FROM matched ${ordered})`}`;
  const sql = `WITH ${ctes}
    SELECT total.n AS "__total", p.* FROM total
      LEFT JOIN LATERAL (
        SELECT r.*, page."__k", page."__id" FROM page
          CROSS JOIN LATERAL (${rowSelect}) r
      ) p ON true
     ORDER BY p."__k" ${direction}, p."__id" ${direction}`;
  return { sql, params };
}

/** The page CTE of PageQuery.walk (and its own), after total and matched: `needed` is limit + offset. */
function walkedPage(
  query: PageQuery,
  walk: NonNullable<PageQuery['walk']>,
  parts: { ordered: string; needed: string },
): string {
  const { expression, direction } = query.sort;
  const { ordered, needed } = parts;
  const common = `(SELECT n FROM total) * ${WALK_FACTOR} >= (SELECT reltuples FROM pg_class WHERE oid = '${walk.table}'::regclass)`;
  const first = `${walk.rows} WHERE ${common} ORDER BY ${expression} ${direction}, ${query.key} ${direction}
                  LIMIT ${WALK_FACTOR} * ${needed}`;
  return `walked AS MATERIALIZED (
         SELECT ${query.key} AS "__id", ${expression} AS "__k" FROM (${first}) c ${query.where.toSql()}
          ORDER BY "__k" ${direction}, "__id" ${direction} LIMIT ${needed}),
       walk AS MATERIALIZED (SELECT count(*) >= ${needed} AS ok FROM walked),
       page AS ((SELECT "__id", "__k" FROM walked WHERE (SELECT ok FROM walk) ${ordered})
                UNION ALL (SELECT "__id", "__k" FROM matched WHERE NOT (SELECT ok FROM walk) ${ordered}))`;
}

function pageOf<T extends object>(rows: Row<T>[]): SearchResult<T> {
  const totalCount = rows[0]?.__total ?? 0;
  const data = rows
    .filter((row) => row.__id !== null)
    .map(({ __total: _total, __k: _k, __id: _id, ...row }) => row as unknown as T);
  return { data, totalCount };
}

/**
 * Every row of a search in its order, no paging (the CSV export): `rows` is the Kysely select of the
 * whole rows under the aliases the search's where and sort use.
 */
export function allRows<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
): SelectQueryBuilder<DB, TB, O> {
  const { expression, direction } = query.sort;
  return rows
    .where(query.where.toKysely())
    .orderBy(kysely.raw(`${expression} ${direction}`))
    .orderBy(kysely.raw(`${query.key} ${direction}`));
}
