import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import { readRecorded } from '../../database/record-reads.js';
import type { AuditRow } from '../audit/index.js';
import type { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';

/** Who accepted, from where, and the exact PDF they were sent (Lei 14.063/2020, simple signature). */
export interface AceiteRegistro {
  cotacaoId: number;
  usuarioId: number;
  nome: string;
  email: string;
  aceitoEm: Date;
  ip: string;
  userAgent: string | null;
  pdf: Buffer | null;
}

const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** 'DD/MM/AAAA HH:MM:SS' in Brasília: how the certificate states the moment. */
export function horaDeBrasilia(instante: Date): string {
  return BRASILIA.format(instante).replace(',', '');
}

export function sha256(pdf: Buffer): string {
  return createHash('sha256').update(pdf).digest('hex');
}

/** The acceptance certificates (`cotacao_aceites`, issue 29). */
@Injectable()
export class CotacaoAceitesRepository {
  constructor(private readonly db: AppDatabase) {}

  /** In the accept's transaction. */
  async registrar(aceite: AceiteRegistro, db: Db = this.db): Promise<void> {
    await db
      .insertInto('cotacao_aceites')
      .values({
        cotacao_id: aceite.cotacaoId,
        usuario_id: aceite.usuarioId,
        nome: aceite.nome.slice(0, 255),
        email: aceite.email.slice(0, 254),
        aceito_em: aceite.aceitoEm,
        ip: aceite.ip.slice(0, 100),
        user_agent: aceite.userAgent?.slice(0, 500) ?? null,
        pdf_sha256: aceite.pdf ? sha256(aceite.pdf) : null,
      })
      .execute();
  }

  /**
   * The certificate of quotation `id`; with `clienteId`, only that customer's (else null: 404).
   * `acesso`: a staff read's personal-data access record, written by this statement if it finds the row.
   */
  async find(
    id: number,
    clienteId: number | null = null,
    db: Db = this.db,
    acesso: AuditRow[] = [],
  ): Promise<(CotacaoAceiteDto & { apagado: boolean }) | null> {
    let query = db
      .selectFrom('cotacao_aceites as a')
      .innerJoin('cotacoes as c', 'c.id', 'a.cotacao_id')
      .select([
        'a.cotacao_id as cotacaoId',
        'c.numero',
        'c.revisao',
        'a.usuario_id as usuarioId',
        'a.nome',
        'a.email',
        'a.aceito_em',
        'a.ip',
        'a.user_agent as userAgent',
        'a.pdf_sha256 as pdfSha256',
        sql<boolean>`a.apagado_em IS NOT NULL`.as('apagado'),
      ])
      .where('a.cotacao_id', '=', id);
    if (clienteId !== null) query = query.where('c.cliente_id', '=', clienteId);
    const row = await readRecorded(db, query, acesso);
    if (!row) return null;
    const { aceito_em, ...rest } = row;
    return { ...rest, aceitoEm: aceito_em.toISOString(), aceitoEmBrasilia: horaDeBrasilia(aceito_em) };
  }
}
