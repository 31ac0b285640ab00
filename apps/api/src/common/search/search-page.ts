import type pg from 'pg';
import type { SearchResult, PageWindow } from './search-result.js';
import type { SqlWhere } from './sql-where.js';

export interface PageQuery {
  /** Column list of the answer rows (constant SQL). */
  select: string;
  /** FROM clause with joins (constant SQL). */
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
}

type Row<T> = T & { __total: number; __k: unknown; __id: unknown };

/** One page plus the total in one statement; a page past the end still carries the true total. */
export async function searchPage<T extends object>(pool: pg.Pool, query: PageQuery): Promise<SearchResult<T>> {
  const params = [...query.where.params, query.window.limit, query.window.offset];
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const { expression, direction } = query.sort;
  const where = query.where.toSql();
  const sql = query.textFiltered
    ? `WITH matched AS MATERIALIZED (SELECT ${query.key} AS "__id", ${expression} AS "__k" FROM ${query.from} ${where}),
            page AS (SELECT "__id", "__k" FROM matched
                      ORDER BY "__k" ${direction}, "__id" ${direction} LIMIT ${limit} OFFSET ${offset})
       SELECT t.n AS "__total", p.* FROM (SELECT count(*)::int AS n FROM matched) t
         LEFT JOIN LATERAL (
           SELECT r.*, page."__k", page."__id" FROM page
             CROSS JOIN LATERAL (SELECT ${query.select} FROM ${query.from} WHERE ${query.key} = page."__id") r
         ) p ON true
        ORDER BY p."__k" ${direction}, p."__id" ${direction}`
    : `WITH total AS MATERIALIZED (SELECT count(*)::int AS n FROM ${query.from} ${where})
       SELECT total.n AS "__total", p.* FROM total
         LEFT JOIN LATERAL (
           SELECT ${query.select}, ${expression} AS "__k", ${query.key} AS "__id" FROM ${query.from} ${where}
            ORDER BY ${expression} ${direction}, ${query.key} ${direction} LIMIT ${limit} OFFSET ${offset}
         ) p ON true
        ORDER BY p."__k" ${direction}, p."__id" ${direction}`;
  const { rows } = await pool.query<Row<T>>(sql, params);
  const totalCount = rows[0]?.__total ?? 0;
  const data = rows
    .filter((row) => row.__id !== null)
    .map(({ __total: _total, __k: _k, __id: _id, ...row }) => row as unknown as T);
  return { data, totalCount };
}
