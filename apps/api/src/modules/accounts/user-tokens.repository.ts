import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { typedDb } from '../../database/typed-db.js';
import type { LinkPurpose } from './link-token.js';

export interface StoredLink {
  id: number;
  userId: number;
  purpose: string;
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * The set-password and confirm-e-mail links. `db` may be a Db or the Prisma transaction of a caller
 * still on Prisma (the same transaction, decisoes/0008).
 */
@Injectable()
export class UserTokensRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(
    link: { userId: number; purpose: LinkPurpose; tokenHash: string; expiresAt: Date; email?: string },
    db: Db | PrismaDb = this.db,
  ): Promise<number> {
    const row = await typedDb(db)
      .insertInto('user_tokens')
      .values({
        user_id: link.userId,
        purpose: link.purpose,
        token_hash: link.tokenHash,
        expires_at: link.expiresAt,
        email: link.email ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async delete(id: number, db: Db | PrismaDb = this.db): Promise<void> {
    await typedDb(db).deleteFrom('user_tokens').where('id', '=', id).execute();
  }

  /** Voids the unused links of these purposes, except `keepId` (the one just sent). */
  async voidUnused(
    userId: number,
    purposes: LinkPurpose[],
    keepId?: number,
    db: Db | PrismaDb = this.db,
  ): Promise<void> {
    if (!purposes.length) return;
    let query = typedDb(db)
      .deleteFrom('user_tokens')
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null);
    if (keepId) query = query.where('id', '<>', keepId);
    await query.execute();
  }

  async findByHash(tokenHash: string, db: Db | PrismaDb = this.db): Promise<StoredLink | null> {
    const row = await typedDb(db)
      .selectFrom('user_tokens')
      .select(['id', 'user_id as userId', 'purpose', 'email', 'expires_at as expiresAt', 'used_at as usedAt'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Spends a link; false when another request spent it first (single use under concurrency). */
  async markUsed(id: number, at: Date, db: Db | PrismaDb = this.db): Promise<boolean> {
    const result = await typedDb(db)
      .updateTable('user_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Links expired before `before`, used or not: nothing can be done with them any more. */
  async purgeExpired(before: Date, db: Db = this.db): Promise<number> {
    const result = await db.deleteFrom('user_tokens').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
