import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';

export interface AcessoRow {
  em: Date;
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  ip: string | null;
  via: string | null;
}

export const LIMITE_RELATORIO = 5000;
// First key of the advisory lock that serialises one user's export-limit checks (the second is the user id).
const LOCK_EXPORTACOES = 7_251_601;

@Injectable()
export class AcessosRepository {
  constructor(private readonly db: AppDatabase) {}

  async clienteExiste(clienteId: number, db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom('clientes').select('id').where('id', '=', clienteId).executeTakeFirst();
    return row !== undefined;
  }

  /** The reads of the customer's record, newest first, with the reader as the users table names them now. */
  async relatorio(clienteId: number, db: Db = this.db): Promise<AcessoRow[]> {
    const leitor = sql<number | null>`(l.data->>'userId')::int`;
    return db
      .selectFrom('audit_logs as l')
      .leftJoin('users as u', (join) => join.on('u.id', '=', leitor))
      .select([
        'l.timestamp as em',
        leitor.as('usuarioId'),
        'u.name as usuarioNome',
        sql<string | null>`coalesce(u.email, l.data->>'email')`.as('usuarioEmail'),
        sql<string | null>`l.data->>'ip'`.as('ip'),
        sql<string | null>`l.data->>'via'`.as('via'),
      ])
      .where(sql<string>`l.data->>'action'`, '=', 'DADOS_PESSOAIS_LIDOS')
      .where(
        sql<boolean>`(l.data->>'clienteId' = (${clienteId}::int)::text OR l.data->'clienteIds' @> jsonb_build_array(${clienteId}::int))`,
      )
      .orderBy('l.id', 'desc')
      .limit(sql.lit(LIMITE_RELATORIO))
      .execute();
  }

  /**
   * Personal-data exports this user started since `desde` (the daily limit) and the first of them.
   * Takes the user's export lock first, held until the transaction `db` ends: a concurrent export of
   * the same user waits here and then counts the entry this one commits, so no two both see room.
   */
  async exportacoesDesde(userId: number, desde: Date, db: Db): Promise<{ total: number; primeira: Date | null }> {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_EXPORTACOES}::int, ${userId}::int)`.execute(db);
    return db
      .selectFrom('audit_logs')
      .select([sql<number>`count(*)::int`.as('total'), (eb) => eb.fn.min('timestamp').as('primeira')])
      .where('timestamp', '>=', desde)
      .where(sql<string>`data->>'action'`, '=', 'DADOS_PESSOAIS_EXPORTADOS')
      .where(sql<string>`data->>'userId'`, '=', sql<string>`(${userId}::int)::text`)
      .executeTakeFirstOrThrow();
  }
}
