import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';

export interface AcessoRow {
  em: Date;
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  ip: string | null;
  via: string | null;
}

export const LIMITE_RELATORIO = 5000;

@Injectable()
export class AcessosRepository {
  constructor(private readonly prisma: PrismaService) {}

  async clienteDaCotacao(cotacaoId: number): Promise<number | undefined> {
    const { rows } = await this.prisma.pool.query<{ cliente_id: number }>(
      'SELECT cliente_id FROM cotacoes WHERE id = $1',
      [cotacaoId],
    );
    return rows[0]?.cliente_id;
  }

  async clienteExiste(clienteId: number): Promise<boolean> {
    const { rowCount } = await this.prisma.pool.query('SELECT 1 FROM clientes WHERE id = $1', [clienteId]);
    return Boolean(rowCount);
  }

  /** The reads of customer $1's record, newest first, with the reader as the users table names them now. */
  async relatorio(clienteId: number): Promise<AcessoRow[]> {
    const { rows } = await this.prisma.pool.query<AcessoRow>(
      `SELECT l."timestamp" AS em, (l.data->>'userId')::int AS "usuarioId", u.name AS "usuarioNome",
              coalesce(u.email, l.data->>'email') AS "usuarioEmail", l.data->>'ip' AS ip, l.data->>'via' AS via
         FROM audit_logs l LEFT JOIN users u ON u.id = (l.data->>'userId')::int
        WHERE l.data->>'action' = 'DADOS_PESSOAIS_LIDOS'
          AND (l.data->>'clienteId' = ($1::int)::text OR l.data->'clienteIds' @> jsonb_build_array($1::int))
        ORDER BY l.id DESC LIMIT ${LIMITE_RELATORIO}`,
      [clienteId],
    );
    return rows;
  }

  /** Personal-data exports this user started since `desde` (the daily limit). */
  async exportacoesDesde(userId: number, desde: Date): Promise<number> {
    const { rows } = await this.prisma.pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM audit_logs
        WHERE "timestamp" >= $2 AND data->>'action' = 'DADOS_PESSOAIS_EXPORTADOS' AND data->>'userId' = ($1::int)::text`,
      [userId, desde],
    );
    return rows[0].total;
  }
}
