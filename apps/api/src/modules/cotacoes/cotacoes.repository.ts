import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CotacaoEventoTipo } from '@portal/shared/cotacoes';
import { AppDatabase, type Db } from '../../database/database.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import type { CotacaoCampos } from './cotacao-campos.js';
import { lerDetalhe, lerDetalheJson } from './cotacao-detalhe.js';
import type { JsonText } from '../../common/http/json-text.js';
import { ESTADO, toEstadoOuNull, type CotacaoEstado } from './cotacao-estado.js';
import { emStatusDe, paraStatus } from './transitions-sql.js';

/** The header columns a draft's fields fill (insert and edit alike). */
const colunas = (c: CotacaoCampos) => ({
  cliente_id: c.clienteId,
  validade: c.validade,
  condicoes_pagamento: c.condicoesPagamento,
  prazo_entrega: c.prazoEntrega,
  observacoes: c.observacoes,
  frete: c.frete,
  subtotal: c.subtotal,
  descontos: c.descontos,
  total: c.total,
  parcelas: c.parcelas,
  meio_pagamento: c.meioPagamento,
  frete_modalidade: c.freteModalidade,
  transportadora: c.transportadora,
  desconto_total_percentual: c.descontoTotalPercentual,
  desconto_total: c.descontoTotal,
  ipi: c.ipi,
  icms_st: c.icmsSt,
});

/** A new number of the year (cotacoes_contador) as a new quotation carries it. */
export interface NovoNumero {
  numero: string;
  ano: number;
  seq: number;
  vendedorId: number;
}

export type CotacaoCabecalho = NovoNumero & { revisao: number; agora: Date };

/** What a refused transition reads to say why (after the fact; it never decides the write). */
export interface Condicoes {
  itens: boolean;
  clienteAtivo: boolean;
  /** Another revision of the number that was accepted (it has the number's order), if any. */
  revisaoAceita: number | null;
  /** SKUs of the lines whose product was deactivated since (a draft with them cannot be sent). */
  inativos: string[];
}

/**
 * The quotation aggregate (cotacoes with its lines, history and yearly counter): load, the state a
 * refusal explains, numbering, create, edit and delete a draft, history (the searches are
 * CotacoesSearchRepository's). Its lines: CotacaoItensRepository; its status changes: CotacaoStatusRepository.
 * Every method takes the executor last (`db: Db = this.db`): the pool, or the caller's transaction.
 */
@Injectable()
export class CotacoesRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The whole quotation (cotacao-detalhe.ts); with `clienteId`, only that customer's quotation sent
   * to them, without history: a CLIENTE's view. In a transaction it sees that transaction's writes.
   */
  findById(id: number, clienteId: number | null = null, db: Db = this.db): Promise<CotacaoDto | null> {
    return lerDetalhe(db, id, clienteId);
  }

  /** findById as the JSON the read answers (its lines never parsed in Node: cotacao-detalhe.ts). */
  findJson(
    id: number,
    clienteId: number | null = null,
    mais?: Parameters<typeof lerDetalheJson>[3],
  ): Promise<JsonText<CotacaoDto> | null> {
    return lerDetalheJson(this.db, id, clienteId, mais);
  }

  async estado(id: number, db: Db = this.db): Promise<CotacaoEstado | null> {
    return toEstadoOuNull(
      await db.selectFrom('cotacoes as c').select(ESTADO).where('c.id', '=', id).executeTakeFirst(),
    );
  }

  /** The id of the newest revision of `estado`'s number after it, or null when it is the newest. */
  async revisaoMaisNova(estado: CotacaoEstado, db: Db = this.db): Promise<number | null> {
    const row = await db
      .selectFrom('cotacoes as c')
      .select('c.id')
      .where('c.numero', '=', estado.numero)
      .where('c.revisao', '>', estado.revisao)
      .orderBy('c.revisao', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Why a transition was refused (read after the refused write, for the message only). */
  async condicoes(id: number, db: Db = this.db): Promise<Condicoes> {
    const row = await db
      .selectFrom('cotacoes as c')
      .innerJoin('clientes as k', 'k.id', 'c.cliente_id')
      .select((eb) => [
        sql<boolean>`EXISTS (SELECT 1 FROM cotacao_itens i WHERE i.cotacao_id = c.id)`.as('itens'),
        'k.status as clienteAtivo',
        eb
          .selectFrom('cotacoes as o')
          .select('o.revisao')
          .whereRef('o.numero', '=', 'c.numero')
          .whereRef('o.id', '<>', 'c.id')
          .where('o.status', '=', paraStatus('aceitar'))
          .orderBy('o.revisao')
          .limit(1)
          .as('revisaoAceita'),
        sql<string[]>`ARRAY(SELECT i.sku FROM cotacao_itens i JOIN produtos p ON p.id = i.produto_id
          WHERE i.cotacao_id = c.id AND NOT p.status ORDER BY i.posicao)`.as('inativos'),
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
    return row ?? { itens: false, clienteAtivo: false, revisaoAceita: null, inativos: [] };
  }

  async clienteExiste(id: number, db: Db = this.db): Promise<boolean> {
    return (await db.selectFrom('clientes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The next number of the year: concurrent callers queue on the year's counter row. */
  async proximoSeq(ano: number, db: Db = this.db): Promise<number> {
    const row = await db
      .insertInto('cotacoes_contador')
      .values({ ano, ultimo: 1 })
      .onConflict((oc) => oc.column('ano').doUpdateSet((eb) => ({ ultimo: eb('cotacoes_contador.ultimo', '+', 1) })))
      .returning('ultimo')
      .executeTakeFirstOrThrow();
    return row.ultimo;
  }

  async inserir(head: CotacaoCabecalho, campos: CotacaoCampos, db: Db = this.db): Promise<number> {
    const { numero, ano, seq, revisao, vendedorId, agora } = head;
    const row = await db
      .insertInto('cotacoes')
      .values({
        numero,
        ano,
        seq,
        revisao,
        vendedor_id: vendedorId,
        criado_em: agora,
        atualizado_em: agora,
        ...colunas(campos),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Edits a draft only if it is still a draft at the version the editor read; false otherwise. */
  async editarRascunho(id: number, versao: number, campos: CotacaoCampos, agora: Date, db: Db = this.db) {
    const result = await db
      .updateTable('cotacoes as c')
      .set((eb) => ({ ...colunas(campos), versao: eb('c.versao', '+', 1), atualizado_em: agora }))
      .where('c.id', '=', id)
      .where(emStatusDe('editar'))
      .where('c.versao', '=', versao)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Deletes a draft (its lines and history go with it); null when it is not a draft. */
  async excluirRascunho(id: number, db: Db = this.db): Promise<CotacaoEstado | null> {
    const row = await db
      .deleteFrom('cotacoes as c')
      .where('c.id', '=', id)
      .where(emStatusDe('excluir'))
      .returning(ESTADO)
      .executeTakeFirst();
    return toEstadoOuNull(row);
  }

  /** One entry of the quotation's history (the detail's `historico`). */
  async evento(
    cotacaoId: number,
    tipo: CotacaoEventoTipo,
    em: Date,
    usuarioId: number | null,
    detalhe: string | null,
    db: Db = this.db,
  ) {
    await db
      .insertInto('cotacao_eventos')
      .values({
        cotacao_id: cotacaoId,
        tipo,
        em,
        usuario_id: usuarioId,
        detalhe: detalhe === null ? null : detalhe.slice(0, 500),
      })
      .execute();
  }
}
