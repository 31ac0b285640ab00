import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import type { Db } from '../../database/db.js';
import { eventoDe, statusDe, statusPara } from './transitions-sql.js';

const HOJE = `(($1::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date)`;

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
 * What the scheduled jobs change. Each is one UPDATE that claims its rows, so two app instances
 * running the same job never handle one quotation twice; pass the transaction that also enqueues the
 * e-mails so a claim and its mail commit together.
 */
@Injectable()
export class CotacoesJobsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Sent quotations whose validity day has ended in Brasília at `now` become `expirada`. */
  expireDue(now: Date, db: Db = this.prisma): Promise<CotacaoVencida[]> {
    return db.$queryRawUnsafe<CotacaoVencida[]>(
      `WITH vencidas AS (
         UPDATE cotacoes c SET status = ${statusPara('expirar')}, expirada_em = $1::timestamptz, versao = c.versao + 1,
                atualizado_em = $1::timestamptz
          WHERE ${statusDe('expirar')} AND c.validade < ${HOJE}
          RETURNING c.id, c.numero, c.revisao, c.cliente_id AS "clienteId"),
       historico AS (
         INSERT INTO cotacao_eventos (cotacao_id, tipo, em) SELECT id, ${eventoDe('expirar')}, $1::timestamptz FROM vencidas)
       SELECT * FROM vencidas ORDER BY id`,
      now,
    );
  }

  /**
   * Sent quotations that expire in two days (or less, when a run was missed) and were sent before
   * that reminder day, not yet reminded: marked reminded and answered, once each.
   */
  dueReminders(now: Date, db: Db = this.prisma): Promise<CotacaoALembrar[]> {
    return db.$queryRawUnsafe<CotacaoALembrar[]>(
      `WITH lembrar AS (
         UPDATE cotacoes c SET lembrete_em = $1::timestamptz
          WHERE ${statusDe('lembrar')} AND c.lembrete_em IS NULL
            AND c.validade BETWEEN ${HOJE} AND ${HOJE} + 2
            AND (c.enviada_em AT TIME ZONE 'America/Sao_Paulo')::date < c.validade - 2
          RETURNING c.id, c.numero, c.revisao, c.cliente_id AS "clienteId", to_char(c.validade, 'YYYY-MM-DD') AS validade,
                    c.total::text AS total),
       historico AS (
         INSERT INTO cotacao_eventos (cotacao_id, tipo, em) SELECT id, ${eventoDe('lembrar')}, $1::timestamptz FROM lembrar)
       SELECT l.*, k.nome AS "clienteNome" FROM lembrar l JOIN clientes k ON k.id = l."clienteId" ORDER BY l.id`,
      now,
    );
  }
}
