import { Injectable } from '@nestjs/common';
import { CompiledQuery, sql } from 'kysely';
import { AppDatabase } from '../../database/database.js';

/** Rows fetched from the cursor per round trip: bounds the memory an export holds at once. */
export const FETCH_SIZE = 1000;

@Injectable()
export class ExportRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Opens a server-side cursor over every row of `statement` on one pooled connection, inside a
   * read-only snapshot, and lets `consume` pull batches; `consume` answers whether it read
   * everything (commit) or stopped early (rollback).
   */
  async readAll<R>(
    statement: CompiledQuery<R>,
    consume: (next: () => Promise<R[]>) => Promise<boolean>,
  ): Promise<void> {
    await this.db.connection().execute(async (connection) => {
      try {
        // A read-only snapshot: the file is one consistent picture even while rows change.
        await sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(connection);
        await connection.executeQuery(
          CompiledQuery.raw(`DECLARE export_cursor NO SCROLL CURSOR FOR ${statement.sql}`, [...statement.parameters]),
        );
        // FETCH answers the rows of the statement the cursor was declared for.
        const fetch: CompiledQuery<R> = CompiledQuery.raw(`FETCH ${FETCH_SIZE} FROM export_cursor`);
        const complete = await consume(async () => (await connection.executeQuery(fetch)).rows);
        await sql.raw(complete ? 'COMMIT' : 'ROLLBACK').execute(connection);
      } catch (error) {
        await sql`ROLLBACK`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  }
}
