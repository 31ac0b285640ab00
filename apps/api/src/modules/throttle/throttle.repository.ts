import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';

export interface ThrottleCount {
  hits: number;
  /** Seconds until the window closes. */
  retryAfter: number;
}

// throttle_counters.key is VARCHAR(300); keys carry caller input (an e-mail that lower-casing can
// lengthen, a forwarded IP), so a longer key is stored as its start plus a hash of the whole.
const MAX_KEY = 300;
const storedKey = (key: string) =>
  key.length <= MAX_KEY ? key : `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`;

/** Whole seconds until the window closes. */
const RETRY_AFTER = sql<number>`ceil(extract(epoch FROM expires_at - now()))::int`.as('retry_after');

/**
 * Fixed-window counters in PostgreSQL, so every instance that shares the database enforces the
 * same limit (an in-memory store would give each instance its own full limit).
 */
@Injectable()
export class ThrottleRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Counts one hit on key and returns the window's total, in one statement. */
  async hit(key: string, windowSeconds: number, db: Db = this.db): Promise<ThrottleCount> {
    const fim = sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
    const row = await db
      .insertInto('throttle_counters')
      .values({ key: storedKey(key), hits: 1, expires_at: fim })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`CASE WHEN throttle_counters.expires_at <= now() THEN 1 ELSE throttle_counters.hits + 1 END`,
          expires_at: sql`CASE WHEN throttle_counters.expires_at <= now() THEN ${fim} ELSE throttle_counters.expires_at END`,
        }),
      )
      .returning(['hits', RETRY_AFTER])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
  }

  async peek(key: string, db: Db = this.db): Promise<ThrottleCount> {
    const row = await db
      .selectFrom('throttle_counters')
      .select(['hits', RETRY_AFTER])
      .where('key', '=', storedKey(key))
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { hits: row.hits, retryAfter: Math.max(1, row.retry_after) } : { hits: 0, retryAfter: 0 };
  }

  async reset(key: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('throttle_counters').where('key', '=', storedKey(key)).execute();
  }
}
