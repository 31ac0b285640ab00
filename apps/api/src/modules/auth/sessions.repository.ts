import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, executarPreparada } from '../../database/database.js';
import { SessionCache } from './session-cache.js';
import type { RoleName } from '../../common/decorators/roles.decorator.js';
import { roleName } from './role-name.js';
import type { SqlCondition } from '../../database/record-reads.js';

export interface SessionAccount {
  id: number;
  email: string;
  name: string;
  role: RoleName;
  clienteId: number | null;
  active: boolean;
  sessionsValidAfter: Date;
  revoked: boolean;
  mustChangePassword: boolean;
}

@Injectable()
export class SessionsRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly cache: SessionCache<SessionAccount>,
  ) {}

  /**
   * The account behind a token, from the session cache when it is listening (a few seconds at most,
   * forgotten on any change the database notifies), otherwise from the database.
   */
  findAccount(userId: number, jti: string): Promise<SessionAccount | undefined> {
    return this.cache.get(userId, jti, () => this.readAccount(userId, jti));
  }

  /** The account the cache holds for a token, at once, with whether it still holds (SessionCache.cached). */
  cachedAccount(userId: number, jti: string): { account: SessionAccount; holds: Promise<boolean> } | undefined {
    const cached = this.cache.cached(userId, jti);
    return cached && { account: cached.value, holds: cached.holds };
  }

  /**
   * The account behind a token and whether that token was revoked: one round trip per request, as a
   * prepared statement (planning this join on every request cost PostgreSQL more than running it).
   */
  private async readAccount(userId: number, jti: string): Promise<SessionAccount | undefined> {
    const query = this.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select([
        'u.id',
        'u.email',
        'u.name',
        'r.normalized_name as role',
        'u.cliente_id as clienteId',
        sql<boolean>`u.status = 1`.as('active'),
        'u.sessions_valid_after as sessionsValidAfter',
        sql<boolean>`EXISTS (SELECT 1 FROM revoked_sessions s WHERE s.jti = ${jti})`.as('revoked'),
        'u.must_change_password as mustChangePassword',
      ])
      .where('u.id', '=', userId);
    const [row] = await executarPreparada(this.db, 'conta_da_sessao', query);
    return row && { ...row, role: roleName(row.role) };
  }

  /**
   * In SQL, that the session is still as `account` was read for it (the columns readAccount reads that decide access): a
   * statement that writes while the barrier is in flight writes only under it (sessionAsRead). Equal
   * to what was read, not the validity rule again: any change the triggers would notify fails it.
   * sessions_valid_after is compared to the millisecond the app holds it in.
   */
  sessionAsRead(account: SessionAccount, jti: string): SqlCondition {
    return {
      sql: (n) => `EXISTS (SELECT 1 FROM users u JOIN roles r ON r.id = u.role_id
        WHERE u.id = $${n} AND u.status = 1 AND NOT u.must_change_password AND r.normalized_name = $${n + 1}
          AND u.cliente_id IS NOT DISTINCT FROM $${n + 2}::int
          AND u.sessions_valid_after < $${n + 3}::timestamptz + interval '1 millisecond'
          AND NOT EXISTS (SELECT 1 FROM revoked_sessions s WHERE s.jti = $${n + 4}))`,
      values: [account.id, account.role, account.clienteId, account.sessionsValidAfter, jti],
    };
  }

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('revoked_sessions')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  /** Ends every session of a user issued before now (password change, deactivation). */
  async endAllSessions(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ sessions_valid_after: new Date(), updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('revoked_sessions').where('expires_at', '<', new Date()).execute();
  }
}
