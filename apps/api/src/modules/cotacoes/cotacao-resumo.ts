import { sql } from 'kysely';
import type { Db } from '../../database/database.js';
import type { CotacaoResumoDto } from './dto/cotacao.response.js';
import { cotacaoStatus } from './cotacao-valores.js';

/**
 * A quotation's summary row (the searches, the CSV export, the head of the whole quotation): money as
 * numeric's exact text, dates as Date.
 */
export const resumoRows = (db: Db) =>
  db
    .selectFrom('cotacoes as c')
    .innerJoin('clientes as k', 'k.id', 'c.cliente_id')
    .innerJoin('users as u', 'u.id', 'c.vendedor_id')
    .leftJoin('pedidos as p', 'p.cotacao_id', 'c.id')
    .select([
      'c.id',
      'c.numero',
      'c.revisao',
      'c.status',
      'c.cliente_id as clienteId',
      'k.nome as clienteNome',
      'c.vendedor_id as vendedorId',
      'u.name as vendedorNome',
      sql<string>`to_char(c.validade, 'YYYY-MM-DD')`.as('validade'),
      'c.total',
      'p.id as pedidoId',
      'c.criado_em as criadoEm',
    ]);
export type CotacaoResumoRow = Awaited<ReturnType<ReturnType<typeof resumoRows>['executeTakeFirstOrThrow']>>;

export function toResumo(row: CotacaoResumoRow): CotacaoResumoDto {
  return { ...row, status: cotacaoStatus(row.status), total: Number(row.total), criadoEm: row.criadoEm.toISOString() };
}
