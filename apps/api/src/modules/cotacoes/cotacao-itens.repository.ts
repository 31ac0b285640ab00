import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import type { ItemLinha, ProdutoSnapshot } from './cotacao-campos.js';

// The columns a line is stored with, in the order both line INSERTs list them.
const ITEM_COLUNAS = [
  'cotacao_id',
  'posicao',
  'produto_id',
  'sku',
  'nome',
  'tipo',
  'descricao',
  'quantidade',
  'unidade',
  'preco_unitario',
  'desconto_percentual',
  'total',
  'ipi_percentual',
  'ipi',
  'icms_st_valor',
] as const;

/**
 * The lines of a quotation (cotacao_itens, part of the quotation aggregate): the product snapshots a
 * line starts from, and the lines stored, replaced or copied with their draft.
 */
@Injectable()
export class CotacaoItensRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Active products among `ids`, for new lines. */
  produtosAtivos(ids: number[], db: Db = this.db): Promise<ProdutoSnapshot[]> {
    return db
      .selectFrom('produtos')
      .select(['id', 'sku', 'nome', 'tipo', 'descricao', 'unidade', 'ipi_percentual as ipiPercentual'])
      .where(sql<boolean>`id = ANY(${ids}::int[])`)
      .where('status', '=', sql.lit(true))
      .execute();
  }

  /** The snapshots a draft's lines already hold: kept on edit even if the product changed since. */
  snapshotsDe(cotacaoId: number, db: Db = this.db): Promise<ProdutoSnapshot[]> {
    return db
      .selectFrom('cotacao_itens')
      .distinctOn('produto_id')
      .select(['produto_id as id', 'sku', 'nome', 'tipo', 'descricao', 'unidade', 'ipi_percentual as ipiPercentual'])
      .where('cotacao_id', '=', cotacaoId)
      .orderBy('produto_id')
      .orderBy('posicao')
      .execute();
  }

  async substituirItens(cotacaoId: number, itens: ItemLinha[], db: Db = this.db): Promise<void> {
    await db.deleteFrom('cotacao_itens').where('cotacao_id', '=', cotacaoId).execute();
    if (!itens.length) return;
    // One INSERT for any number of lines: each column travels as one array parameter.
    const column = <K extends keyof ItemLinha>(key: K) => itens.map((item) => item[key]);
    await db
      .insertInto('cotacao_itens')
      .columns(ITEM_COLUNAS)
      .expression(
        sql`SELECT ${cotacaoId}::int, l.ord, l.produto_id, l.sku, l.nome, l.tipo, l.descricao, l.quantidade::numeric,
                   l.unidade, l.preco::numeric, l.desconto::numeric, l.total::numeric, l.ipi_percentual::numeric,
                   l.ipi::numeric, l.icms_st::numeric
              FROM unnest(${column('produtoId')}::int[], ${column('sku')}::text[], ${column('nome')}::text[],
                          ${column('tipo')}::text[], ${column('descricao')}::text[], ${column('quantidade')}::text[],
                          ${column('unidade')}::text[], ${column('precoUnitario')}::text[],
                          ${column('descontoPercentual')}::text[], ${column('total')}::text[],
                          ${column('ipiPercentual')}::text[], ${column('ipi')}::text[], ${column('icmsStValor')}::text[])
                   WITH ORDINALITY AS l(produto_id, sku, nome, tipo, descricao, quantidade, unidade, preco, desconto,
                                        total, ipi_percentual, ipi, icms_st, ord)`,
      )
      .execute();
  }

  /** The lines of `origem` copied to the new draft `destino` (revisar, duplicar). */
  async copiarItens(origem: number, destino: number, db: Db = this.db): Promise<void> {
    await db
      .insertInto('cotacao_itens')
      .columns(ITEM_COLUNAS)
      .expression(
        db
          .selectFrom('cotacao_itens')
          .select([sql<number>`${destino}::int`.as('cotacao_id'), ...ITEM_COLUNAS.slice(1)])
          .where('cotacao_id', '=', origem),
      )
      .execute();
  }
}
