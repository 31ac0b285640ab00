import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { JOBS_SCHEMA } from './jobs-schema.js';

/**
 * The one place that writes pg-boss's tables directly (what pg-boss's API cannot do): deleting jobs
 * by what their data says, for the personal-data rights and the retention.
 */
@Injectable()
export class JobsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Deletes the jobs matching `where` (a condition on alias `t`, parameters from $1) in every job
   * table of the schema: pg-boss keeps jobs in more than one table (queue partitions, archive).
   */
  async deleteMatching(tx: Tx, where: string, ...params: unknown[]): Promise<number> {
    const tables = await tx.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = $1 AND c.column_name IN ('data', 'output') AND t.table_type = 'BASE TABLE'
        GROUP BY c.table_name HAVING count(*) = 2`,
      JOBS_SCHEMA,
    );
    let total = 0;
    for (const { table_name } of tables)
      total += await tx.$executeRawUnsafe(`DELETE FROM "${JOBS_SCHEMA}"."${table_name}" t WHERE ${where}`, ...params);
    return total;
  }

  /** Deletes at most `limit` jobs of `queue` completed before `cutoff`, in one short statement. */
  async deleteCompletedBefore(queue: string, cutoff: Date, limit: number): Promise<number> {
    const { rowCount } = await this.prisma.pool.query(
      `DELETE FROM "${JOBS_SCHEMA}".job WHERE id IN (
         SELECT id FROM "${JOBS_SCHEMA}".job WHERE name = $1 AND state = 'completed' AND completed_on < $2 LIMIT $3)`,
      [queue, cutoff, limit],
    );
    return rowCount ?? 0;
  }
}
