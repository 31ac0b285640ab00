import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import { SessionCache } from './session-cache.js';
import type { RoleName } from '../../common/decorators/roles.decorator.js';

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
    private readonly prisma: PrismaService,
    private readonly cache: SessionCache<SessionAccount>,
  ) {}

  /**
   * The account behind a token, from the session cache when it is listening (a few seconds at most,
   * forgotten on any change the database notifies), otherwise from the database.
   */
  findAccount(userId: number, jti: string): Promise<SessionAccount | undefined> {
    return this.cache.get(userId, jti, () => this.readAccount(userId, jti));
  }

  /**
   * The account behind a token and whether that token was revoked: one round trip per request, as a
   * prepared statement (planning this join on every request cost PostgreSQL more than running it).
   */
  private async readAccount(userId: number, jti: string): Promise<SessionAccount | undefined> {
    const { rows } = await this.prisma.pool.query<SessionAccount>({
      name: 'conta_da_sessao',
      text: `SELECT u.id, u.email, u.name, r.normalized_name AS role, u.cliente_id AS "clienteId",
              u.status = 1 AS active, u.sessions_valid_after AS "sessionsValidAfter",
              EXISTS (SELECT 1 FROM revoked_sessions s WHERE s.jti = $2) AS revoked,
              u.must_change_password AS "mustChangePassword"
         FROM users u JOIN roles r ON r.id = u.role_id
        WHERE u.id = $1`,
      values: [userId, jti],
    });
    return rows[0];
  }

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.prisma.revokedSession.upsert({
      where: { jti },
      create: { jti, expiresAt },
      update: {},
    });
  }

  /** Ends every session of a user issued before now (password change, deactivation). */
  async endAllSessions(userId: number): Promise<void> {
    await this.prisma.user.update({ where: { id: userId }, data: { sessionsValidAfter: new Date() } });
  }

  async purgeExpired(): Promise<void> {
    await this.prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  }
}
