import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase } from '../../database/database.js';

@Injectable()
export class HealthRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  /**
   * Throws when the database cannot take new disk space (53100 disk_full, 58030 io_error): TRUNCATE
   * gives saude_gravacao a new empty file, so the INSERT must extend it. Another instance testing at
   * the same moment holds the table a few milliseconds; past 1 s this one gives up (55P03, not a
   * disk problem).
   */
  async writeNewBlock(): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL lock_timeout = '1s'`.execute(tx);
      await sql`TRUNCATE saude_gravacao`.execute(tx);
      await sql`INSERT INTO saude_gravacao (id) VALUES (1)`.execute(tx);
    });
  }
}
