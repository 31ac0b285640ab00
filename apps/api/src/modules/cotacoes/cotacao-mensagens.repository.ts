import { Injectable } from '@nestjs/common';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { CotacaoMensagemDto } from './dto/cotacao-mensagem.dto.js';

const COLUNAS = `m.id::int AS id, m.do_cliente AS "doCliente", u.name AS "autorNome", m.texto, m.em`;

type Row = Omit<CotacaoMensagemDto, 'em'> & { em: Date };
const toDto = (row: Row): CotacaoMensagemDto => ({ ...row, em: row.em.toISOString() });

/** A quotation's thread (cotacao_mensagens), oldest first. */
@Injectable()
export class CotacaoMensagensRepository {
  constructor(private readonly prisma: PrismaService) {}

  async listar(cotacaoId: number, db: Db = this.prisma): Promise<CotacaoMensagemDto[]> {
    const rows = await db.$queryRawUnsafe<Row[]>(
      `SELECT ${COLUNAS} FROM cotacao_mensagens m LEFT JOIN users u ON u.id = m.autor_id
        WHERE m.cotacao_id = $1::int ORDER BY m.em, m.id`,
      cotacaoId,
    );
    return rows.map(toDto);
  }

  async inserir(
    m: { cotacaoId: number; autorId: number; doCliente: boolean; texto: string; em: Date },
    tx: Tx,
  ): Promise<CotacaoMensagemDto> {
    const rows = await tx.$queryRawUnsafe<Row[]>(
      `WITH m AS (INSERT INTO cotacao_mensagens (cotacao_id, autor_id, do_cliente, texto, em)
                  VALUES ($1::int, $2::int, $3, $4, $5::timestamptz) RETURNING *)
       SELECT ${COLUNAS} FROM m LEFT JOIN users u ON u.id = m.autor_id`,
      m.cotacaoId,
      m.autorId,
      m.doCliente,
      m.texto,
      m.em,
    );
    return toDto(rows[0]);
  }
}
