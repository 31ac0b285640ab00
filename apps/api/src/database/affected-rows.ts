import type { DeleteResult, QueryResult, UpdateResult } from 'kysely';

/** How many rows a write touched: a `sql` statement's result, or a builder's update or delete. */
export function affectedRows(result: QueryResult<unknown> | UpdateResult | DeleteResult): number {
  if ('numUpdatedRows' in result) return Number(result.numUpdatedRows);
  if ('numDeletedRows' in result) return Number(result.numDeletedRows);
  return Number(result.numAffectedRows ?? 0n);
}
