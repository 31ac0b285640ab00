import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PrismaService } from '../../database/prisma.service.js';
import type { PageQuery } from '../../database/search-page.js';

/** Rows fetched from the cursor per round trip: bounds the memory an export holds at once. */
export const FETCH_SIZE = 1000;

type Row = Record<string, unknown>;

@Injectable()
export class ExportRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Opens a server-side cursor over every row of the search (no paging) on one pooled connection,
   * inside a read-only snapshot, and lets `consume` pull batches; `consume` answers whether it read
   * everything (commit) or stopped early (rollback).
   */
  async readAll(query: PageQuery, consume: (next: () => Promise<Row[]>) => Promise<boolean>): Promise<void> {
    const { expression, direction } = query.sort;
    const sql = `SELECT ${query.select} FROM ${query.rowsFrom ?? query.from} ${query.where.toSql()}
                  ORDER BY ${expression} ${direction}, ${query.key} ${direction}`;
    const client = await this.prisma.pool.connect();
    try {
      // A read-only snapshot: the file is one consistent picture even while rows change.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, query.where.params);
      const complete = await consume(() => fetch(client));
      await client.query(complete ? 'COMMIT' : 'ROLLBACK');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

async function fetch(client: pg.PoolClient): Promise<Row[]> {
  const { rows } = await client.query<Row>(`FETCH ${FETCH_SIZE} FROM export_cursor`);
  return rows;
}
