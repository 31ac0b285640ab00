import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { RoleName } from '../../common/decorators/roles.decorator.js';

export interface LoginAccount {
  id: number;
  email: string;
  name: string;
  role: RoleName;
  active: boolean;
  passwordHash: string | null;
  /** A generated password (first administrator, CLI): sign-in leads to /reset-password instead. */
  mustChangePassword: boolean;
}

export interface AccountState {
  id: number;
  email: string;
  name: string;
  active: boolean;
  emailConfirmed: boolean;
}

/** The user rows sign-in, password links and e-mail confirmation read and change. */
@Injectable()
export class AuthUsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Sign-in's one query: e-mails are stored lower-cased, so the unique index answers it. */
  async findLoginAccount(email: string): Promise<LoginAccount | undefined> {
    const { rows } = await this.prisma.pool.query<LoginAccount>(
      `SELECT u.id, u.email, u.name, r.normalized_name AS role, u.status = 1 AS active,
              u.password_hash AS "passwordHash", u.must_change_password AS "mustChangePassword"
         FROM users u JOIN roles r ON r.id = u.role_id
        WHERE u.email = $1`,
      [email],
    );
    return rows[0];
  }

  /** Remembers the sign-in for the 'Acesso ao portal' tab (its last-access column). */
  async recordSignIn(id: number, at: Date): Promise<void> {
    await this.prisma.pool.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [id, at]);
  }

  async findState(id: number, db: Db = this.prisma): Promise<AccountState | undefined> {
    const row = await db.user.findUnique({
      where: { id },
      select: { id: true, email: true, name: true, status: true, emailConfirmed: true },
    });
    return row ? { ...row, active: row.status === 1 } : undefined;
  }

  async emailBelongsToOther(email: string, userId: number, db: Db = this.prisma): Promise<boolean> {
    const other = await db.user.findFirst({ where: { email, id: { not: userId } }, select: { id: true } });
    return Boolean(other);
  }

  /** A new password also proves the mailbox, ends every session issued before it, and is the user's own. */
  async setPassword(id: number, passwordHash: string, at: Date, db: Db = this.prisma): Promise<void> {
    const { emailConfirmedAt } = await db.user.findUniqueOrThrow({ where: { id }, select: { emailConfirmedAt: true } });
    await db.user.update({
      where: { id },
      data: {
        passwordHash,
        emailConfirmed: true,
        emailConfirmedAt: emailConfirmedAt ?? at,
        sessionsValidAfter: new Date(),
        mustChangePassword: false,
      },
    });
  }

  async confirmEmail(id: number, email: string, at: Date, db: Db = this.prisma): Promise<void> {
    await db.user.update({ where: { id }, data: { email, emailConfirmed: true, emailConfirmedAt: at } });
  }
}
