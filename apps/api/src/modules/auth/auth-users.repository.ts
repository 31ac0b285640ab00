import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { emailTakenByOther } from '../../database/email-em-uso.js';
import { orNotFound } from '../../database/db.js';
import type { RoleName } from '../../common/decorators/roles.decorator.js';
import { roleName } from './role-name.js';

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
  constructor(private readonly db: AppDatabase) {}

  /** Sign-in's one query: e-mails are stored lower-cased, so the unique index answers it. */
  async findLoginAccount(email: string, db: Db = this.db): Promise<LoginAccount | undefined> {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select([
        'u.id',
        'u.email',
        'u.name',
        'r.normalized_name as role',
        sql<boolean>`u.status = 1`.as('active'),
        'u.password_hash as passwordHash',
        'u.must_change_password as mustChangePassword',
      ])
      .where('u.email', '=', email)
      .executeTakeFirst();
    return row && { ...row, role: roleName(row.role) };
  }

  /** Remembers the sign-in for the 'Acesso ao portal' tab (its last-access column). */
  async recordSignIn(id: number, at: Date, db: Db = this.db): Promise<void> {
    await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
  }

  async findState(id: number, db: Db = this.db): Promise<AccountState | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'name', sql<boolean>`status = 1`.as('active'), 'email_confirmed as emailConfirmed'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  emailBelongsToOther(email: string, userId: number, db: Db = this.db): Promise<boolean> {
    return emailTakenByOther(db, email, userId);
  }

  /** The stored hash (null: no password yet); a new password is compared with it. */
  async passwordHash(id: number, db: Db = this.db): Promise<string | null> {
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    return row?.password_hash ?? null;
  }

  /**
   * A new password also proves the mailbox (confirmed at `at` unless it was already), ends every
   * session issued before it, and is the user's own. An unknown user is the contract's 404.
   */
  async setPassword(id: number, passwordHash: string, at: Date, db: Db = this.db): Promise<void> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        email_confirmed: true,
        email_confirmed_at: eb.fn.coalesce('email_confirmed_at', sql<Date>`${at}::timestamptz`),
        sessions_valid_after: new Date(),
        must_change_password: false,
        updated_at: sql`now()`,
      }))
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    orNotFound(row);
  }

  /** The new address becomes the login; a new `versao`, so a staff form opened before cannot put the old one back. */
  async confirmEmail(id: number, email: string, at: Date, db: Db = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({
        email,
        email_confirmed: true,
        email_confirmed_at: at,
        updated_at: sql`now()`,
        versao: eb('versao', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }
}
