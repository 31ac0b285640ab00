import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';

export interface NewContato {
  nome: string;
  email: string;
  telefone: string | null;
  mensagem: string;
  ip: string;
  user_id: number | null;
  cliente_id: number | null;
  /** Linked by the sender's session (not by a typed address). */
  com_sessao: boolean;
}

/** Who sent a message, as far as the portal knows it. */
export interface Remetente {
  user_id: number | null;
  cliente_id: number | null;
}

@Injectable()
export class ContatoRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The login whose confirmed address is `email` (stored lower case): a message from that address
   * is that person's. An unconfirmed address, or a billing address typed in Meus Dados, links nothing.
   */
  async donoDoEmail(email: string, db: Db = this.db): Promise<Remetente | null> {
    const user = await db
      .selectFrom('users')
      .select(['id as user_id', 'cliente_id'])
      .where('email', '=', email)
      .where('email_confirmed', '=', true)
      .limit(1)
      .executeTakeFirst();
    return user ?? null;
  }

  async insert(contato: NewContato, db: Db = this.db): Promise<number> {
    const row = await db.insertInto('contatos').values(contato).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
