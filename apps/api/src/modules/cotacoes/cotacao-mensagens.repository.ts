import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import type { CotacaoMensagemDto } from './dto/cotacao-mensagem.dto.js';

interface Row {
  id: string;
  doCliente: boolean;
  autorId: number | null;
  autorNome: string | null;
  texto: string | null;
  em: Date;
}

// The author as the login that still exists (both null once it is gone), so the reader can tell their own.
const COLUNAS = [
  'm.id',
  'm.do_cliente as doCliente',
  'u.id as autorId',
  'u.name as autorNome',
  'm.texto',
  'm.em',
] as const;

// The id is a bigint (exact text from pg); a thread never reaches 2^53 messages.
const toDto = ({ id, em, ...row }: Row): CotacaoMensagemDto => ({ ...row, id: Number(id), em: em.toISOString() });

/** A quotation's thread (cotacao_mensagens, its own aggregate), oldest first. */
@Injectable()
export class CotacaoMensagensRepository {
  constructor(private readonly db: AppDatabase) {}

  async listar(cotacaoId: number, db: Db = this.db): Promise<CotacaoMensagemDto[]> {
    const rows = await db
      .selectFrom('cotacao_mensagens as m')
      .leftJoin('users as u', 'u.id', 'm.autor_id')
      .select(COLUNAS)
      .where('m.cotacao_id', '=', cotacaoId)
      .orderBy('m.em')
      .orderBy('m.id')
      .execute();
    return rows.map(toDto);
  }

  async inserir(
    m: { cotacaoId: number; autorId: number; doCliente: boolean; texto: string; em: Date },
    db: Db = this.db,
  ): Promise<CotacaoMensagemDto> {
    const row = await db
      .with('m', (w) =>
        w
          .insertInto('cotacao_mensagens')
          .values({ cotacao_id: m.cotacaoId, autor_id: m.autorId, do_cliente: m.doCliente, texto: m.texto, em: m.em })
          .returningAll(),
      )
      .selectFrom('m')
      .leftJoin('users as u', 'u.id', 'm.autor_id')
      .select(COLUNAS)
      .executeTakeFirstOrThrow();
    return toDto(row);
  }
}
