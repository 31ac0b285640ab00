import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';

/** The keys of contas_excluidas (an HMAC of each address, never the address). */
@Injectable()
export class ContasExcluidasRepository {
  constructor(private readonly db: AppDatabase) {}

  async guardar(chave: string, db: Db = this.db): Promise<void> {
    await db
      .insertInto('contas_excluidas')
      .values({ chave })
      .onConflict((oc) => oc.column('chave').doNothing())
      .execute();
  }

  /** Which of these keys are kept. */
  async guardadas(chaves: string[], db: Db = this.db): Promise<Set<string>> {
    if (!chaves.length) return new Set();
    const rows = await db.selectFrom('contas_excluidas').select('chave').where('chave', 'in', chaves).execute();
    return new Set(rows.map((row) => row.chave));
  }
}
