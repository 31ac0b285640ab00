import type pg from 'pg';
import type { SearchResult, PageWindow } from './search-result.js';
import type { SqlWhere } from './sql-where.js';

export interface PageQuery {
  /** Column list of the answer rows (constant SQL). */
  select: string;
  /** FROM clause with joins (constant SQL). */
  from: string;
  where: SqlWhere;
  /** ORDER BY list built from whitelisted columns; must end in a unique key for stable pages. */
  orderBy: string;
  window: Pick<PageWindow<string>, 'limit' | 'offset'>;
}

/**
 * One page plus the total in one round trip: the count is an uncorrelated sub-select (evaluated
 * once). Only an empty page past the first needs a second query to learn the total.
 */
export async function searchPage<T extends object>(pool: pg.Pool, query: PageQuery): Promise<SearchResult<T>> {
  const where = query.where.toSql();
  const params = [...query.where.params, query.window.limit, query.window.offset];
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const { rows } = await pool.query<T & { __total: number }>(
    `SELECT ${query.select}, (SELECT count(*) FROM ${query.from} ${where})::int AS "__total"
       FROM ${query.from} ${where}
      ORDER BY ${query.orderBy}
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  if (rows.length) {
    const totalCount = rows[0].__total;
    return { data: rows.map(({ __total: _total, ...row }) => row as unknown as T), totalCount };
  }
  if (query.window.offset === 0) return { data: [], totalCount: 0 };
  const count = await pool.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${query.from} ${where}`,
    query.where.params,
  );
  return { data: [], totalCount: count.rows[0].total };
}
