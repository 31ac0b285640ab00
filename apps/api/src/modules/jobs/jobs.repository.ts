import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { affectedRows } from '../../database/affected-rows.js';
import { AppDatabase, type Db } from '../../database/database.js';
import { JOBS_SCHEMA } from './jobs-schema.js';

/**
 * The one place that writes pg-boss's tables directly (what pg-boss's API cannot do): deleting jobs
 * by what their data says, for the personal-data rights and the retention. pg-boss's schema is not in
 * schema.generated.ts (the app does not migrate it), so these statements are `sql` templates.
 */
@Injectable()
export class JobsRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Deletes the jobs matching `where` (a condition on alias `t`) in every job table of the schema:
   * pg-boss keeps jobs in more than one table (queue partitions, archive). Answers the deleted ids.
   */
  async deleteMatching(db: Db, where: RawBuilder<unknown>): Promise<string[]> {
    const { rows: tables } = await sql<{ table_name: string }>`SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = ${JOBS_SCHEMA} AND c.column_name IN ('data', 'output') AND t.table_type = 'BASE TABLE'
        GROUP BY c.table_name HAVING count(*) = 2`.execute(db);
    const ids: string[] = [];
    for (const { table_name } of tables) {
      const { rows } = await sql<{
        id: string;
      }>`DELETE FROM ${sql.id(JOBS_SCHEMA, table_name)} t WHERE ${where} RETURNING t.id`.execute(db);
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }

  /**
   * The data of up to `limit` jobs of `queue` not finished yet (waiting, to retry, in hand), after job
   * `afterId` in id order (a walk in batches: a queue's data may be large). None before pg-boss has
   * created its schema (the first start).
   */
  async pendingData(queue: string, afterId: string, limit: number): Promise<{ id: string; data: unknown }[]> {
    const { rows: exists } = await sql<{
      ok: boolean;
    }>`SELECT to_regclass(${`${JOBS_SCHEMA}.job`}) IS NOT NULL AS ok`.execute(this.db);
    if (!exists[0]?.ok) return [];
    const { rows } = await sql<{
      id: string;
      data: unknown;
    }>`SELECT id::text AS id, data FROM ${sql.id(JOBS_SCHEMA, 'job')}
       WHERE name = ${queue} AND state IN ('created', 'retry', 'active') AND id::text > ${afterId}
       ORDER BY id::text LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  /** Deletes at most `limit` jobs of `queue` completed before `cutoff`, in one short statement. */
  async deleteCompletedBefore(queue: string, cutoff: Date, limit: number, db: Db = this.db): Promise<number> {
    const job = sql.id(JOBS_SCHEMA, 'job');
    const result = await sql`DELETE FROM ${job} WHERE id IN (
         SELECT id FROM ${job} WHERE name = ${queue} AND state = 'completed' AND completed_on < ${cutoff} LIMIT ${limit})`.execute(
      db,
    );
    return affectedRows(result);
  }
}
