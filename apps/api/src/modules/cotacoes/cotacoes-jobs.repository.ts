import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { emStatusDe, eventoLiteral, paraStatus } from './transitions-sql.js';

// The app clock's day in Brasília.
const hoje = (now: Date) => sql<Date>`((${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date)`;

export interface CotacaoVencida {
  id: number;
  numero: string;
  revisao: number;
  clienteId: number;
}

export interface CotacaoALembrar extends CotacaoVencida {
  validade: string;
  total: string;
  clienteNome: string;
}

/**
 * What the scheduled jobs change (the quotation aggregate's `expirar` and `lembrar`). Each is one
 * UPDATE that claims its rows, so two app instances running the same job never handle one quotation
 * twice; pass the transaction that also enqueues the e-mails so a claim and its mail commit together.
 */
@Injectable()
export class CotacoesJobsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Sent quotations whose validity day has ended in Brasília at `now` become `expirada`. */
  expireDue(now: Date, db: Db = this.db): Promise<CotacaoVencida[]> {
    return db
      .with('vencidas', (w) =>
        w
          .updateTable('cotacoes as c')
          .set((eb) => ({
            status: paraStatus('expirar'),
            expirada_em: now,
            versao: eb('c.versao', '+', 1),
            atualizado_em: now,
          }))
          .where(emStatusDe('expirar'))
          .where('c.validade', '<', hoje(now))
          .returning(['c.id', 'c.numero', 'c.revisao', 'c.cliente_id as clienteId']),
      )
      .with('historico', (w) =>
        w
          .insertInto('cotacao_eventos')
          .columns(['cotacao_id', 'tipo', 'em'])
          .expression((eb) =>
            eb
              .selectFrom('vencidas')
              .select(['id', eventoLiteral('expirar').as('tipo'), sql<Date>`${now}::timestamptz`.as('em')]),
          ),
      )
      .selectFrom('vencidas')
      .selectAll()
      .orderBy('id')
      .execute();
  }

  /**
   * Sent quotations that expire in two days (or less, when a run was missed) and were sent before
   * that reminder day, not yet reminded: marked reminded and answered, once each.
   */
  dueReminders(now: Date, db: Db = this.db): Promise<CotacaoALembrar[]> {
    return db
      .with('lembrar', (w) =>
        w
          .updateTable('cotacoes as c')
          .set({ lembrete_em: now })
          .where(emStatusDe('lembrar'))
          .where('c.lembrete_em', 'is', null)
          .where(sql<boolean>`c.validade BETWEEN ${hoje(now)} AND ${hoje(now)} + 2`)
          .where(sql<boolean>`(c.enviada_em AT TIME ZONE 'America/Sao_Paulo')::date < c.validade - 2`)
          .returning([
            'c.id',
            'c.numero',
            'c.revisao',
            'c.cliente_id as clienteId',
            sql<string>`to_char(c.validade, 'YYYY-MM-DD')`.as('validade'),
            'c.total',
          ]),
      )
      .with('historico', (w) =>
        w
          .insertInto('cotacao_eventos')
          .columns(['cotacao_id', 'tipo', 'em'])
          .expression((eb) =>
            eb
              .selectFrom('lembrar')
              .select(['id', eventoLiteral('lembrar').as('tipo'), sql<Date>`${now}::timestamptz`.as('em')]),
          ),
      )
      .selectFrom('lembrar as l')
      .innerJoin('clientes as k', 'k.id', 'l.clienteId')
      .selectAll('l')
      .select('k.nome as clienteNome')
      .orderBy('l.id')
      .execute();
  }
}
