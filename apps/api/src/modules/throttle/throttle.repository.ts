import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PrismaService } from '../../database/prisma.service.js';

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

/**
 * Fixed-window counters in PostgreSQL, so every instance that shares the database enforces the
 * same limit (an in-memory store would give each instance its own full limit).
 */
@Injectable()
export class ThrottleRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Counts one hit on key and returns the window's total, in one statement. */
  async hit(key: string, windowSeconds: number): Promise<ThrottleCount> {
    const { rows } = await this.prisma.pool.query<{ hits: number; retry_after: number }>(
      `INSERT INTO throttle_counters AS t (key, hits, expires_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN t.expires_at <= now() THEN 1 ELSE t.hits + 1 END,
         expires_at = CASE WHEN t.expires_at <= now() THEN now() + make_interval(secs => $2) ELSE t.expires_at END
       RETURNING hits, ceil(extract(epoch FROM expires_at - now()))::int AS retry_after`,
      [storedKey(key), windowSeconds],
    );
    return { hits: rows[0].hits, retryAfter: Math.max(1, rows[0].retry_after) };
  }

  async peek(key: string): Promise<ThrottleCount> {
    const { rows } = await this.prisma.pool.query<{ hits: number; retry_after: number }>(
      `SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS retry_after
         FROM throttle_counters WHERE key = $1 AND expires_at > now()`,
      [storedKey(key)],
    );
    return rows[0] ? { hits: rows[0].hits, retryAfter: Math.max(1, rows[0].retry_after) } : { hits: 0, retryAfter: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.prisma.pool.query('DELETE FROM throttle_counters WHERE key = $1', [storedKey(key)]);
  }
}
