import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import { exclusaoApagaOCliente } from './titular-sql.js';

/** The account checks of the LGPD routes: the password asked again, who the staff to warn are. */
@Injectable()
export class ContaRepository {
  constructor(private readonly db: AppDatabase) {}

  async passwordHash(userId: number, db: Db = this.db): Promise<string | null> {
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return user?.password_hash ?? null;
  }

  async emailsDosAdministradores(db: Db = this.db): Promise<string[]> {
    const admins = await db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select('u.email')
      .where('u.status', '=', 1)
      .where('u.cliente_id', 'is', null)
      .where('r.normalized_name', '=', 'ADMIN')
      .orderBy('u.id')
      .execute();
    return admins.map((admin) => admin.email);
  }

  /** Whether this login's own deletion anonymises its whole customer (the titular of a pf), see titular-sql.ts. */
  async exclusaoApagaOCliente(userId: number, db: Db = this.db): Promise<boolean> {
    const { rows } = await exclusaoApagaOCliente(userId).execute(db);
    return rows[0]?.apaga ?? false;
  }
}
