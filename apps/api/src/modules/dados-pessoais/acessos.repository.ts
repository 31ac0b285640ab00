import { Injectable } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
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
// First key of the advisory lock that serialises one user's export-limit checks (the second is the user id).
const LOCK_EXPORTACOES = 7_251_601;

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

  /**
   * Personal-data exports this user started since `desde` (the daily limit) and the first of them.
   * Takes the user's export lock first, held until `tx` ends: a concurrent export of the same user
   * waits here and then counts the entry this one commits, so no two both see room under the limit.
   */
  async exportacoesDesde(userId: number, desde: Date, tx: Tx): Promise<{ total: number; primeira: Date | null }> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_EXPORTACOES}::int, ${userId}::int)`;
    const rows = await tx.$queryRaw<{ total: number; primeira: Date | null }[]>`
      SELECT count(*)::int AS total, min("timestamp") AS primeira FROM audit_logs
       WHERE "timestamp" >= ${desde} AND data->>'action' = 'DADOS_PESSOAIS_EXPORTADOS'
         AND data->>'userId' = (${userId}::int)::text`;
    return rows[0];
  }
}
