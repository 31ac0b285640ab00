import { Injectable } from '@nestjs/common';
import { affectedRows } from '../../database/affected-rows.js';
import { AppDatabase, type Db } from '../../database/database.js';

/**
 * One kind of row the retention deletes, as the statement of one batch: at most `lote` rows of its
 * table that are old at `corte`, chosen by key in a subquery (DELETE has no LIMIT).
 */
const ALVOS = {
  auditoria: (db: Db, corte: Date, lote: number) =>
    db
      .deleteFrom('audit_logs')
      .where('id', 'in', db.selectFrom('audit_logs').select('id').where('timestamp', '<', corte).limit(lote)),
  links: (db: Db, corte: Date, lote: number) =>
    db.deleteFrom('user_tokens').where(
      'id',
      'in',
      db
        .selectFrom('user_tokens')
        .select('id')
        .where((eb) => eb.or([eb('expires_at', '<', corte), eb('used_at', '<', corte)]))
        .limit(lote),
    ),
  sessoes: (db: Db, corte: Date, lote: number) =>
    db
      .deleteFrom('revoked_sessions')
      .where('jti', 'in', db.selectFrom('revoked_sessions').select('jti').where('expires_at', '<', corte).limit(lote)),
  contadores: (db: Db, corte: Date, lote: number) =>
    db
      .deleteFrom('throttle_counters')
      .where('key', 'in', db.selectFrom('throttle_counters').select('key').where('expires_at', '<', corte).limit(lote)),
};

/** What the retention deletes: the app's tables above, and the sent e-mails (pg-boss's, through JobsService). */
export type TipoRetencao = keyof typeof ALVOS | 'emails';

@Injectable()
export class RetencaoRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Deletes at most `lote` old rows in one short statement (the loop is the caller's), so no table
   * stays locked for long and other writers interleave between batches.
   */
  async apagarLote(tipo: keyof typeof ALVOS, corte: Date, lote: number, db: Db = this.db): Promise<number> {
    return affectedRows(await ALVOS[tipo](db, corte, lote).executeTakeFirst());
  }
}
