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
}
