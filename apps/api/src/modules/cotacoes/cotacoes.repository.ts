import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { stripMask } from '@portal/shared/validators';
import type { CotacaoEventoTipo, ParcelaTermo } from '@portal/shared/cotacoes';
import { AppDatabase, type Db } from '../../database/database.js';
import { PrismaService } from '../../database/prisma.service.js';
import { searchPage, type PageQuery } from '../../database/search-page.js';
import { pageWindow, type PageWindow, type SearchResult } from '../../common/search/search-result.js';
import { containsPattern, prefixPattern, SqlWhere } from '../../database/sql-where.js';
import type {
  CotacaoSearchQueryDto,
  CotacaoSortField,
  MinhasCotacoesQueryDto,
} from './dto/cotacao-search-query.dto.js';
import type { CotacaoDto, CotacaoResumoDto } from './dto/cotacao.response.js';
import type { CotacaoCampos } from './cotacao-campos.js';
import { lerDetalhe } from './cotacao-detalhe.js';
import { ESTADO, toEstadoOuNull, type CotacaoEstado } from './cotacao-estado.js';
import { emStatusDe, paraStatus } from './transitions-sql.js';

// Sorting by cliente reads the name through the primary key of clientes, so the page's keys come
// from cotacoes alone (no join to count matches).
const SORT_SQL: Record<CotacaoSortField, string> = {
  numero: 'c.numero',
  cliente: '(SELECT k.nome FROM clientes k WHERE k.id = c.cliente_id)',
  total: 'c.total',
  validade: 'c.validade',
  criado_em: 'c.criado_em',
};

const RESUMO = `c.id, c.numero, c.revisao, c.status, c.cliente_id AS "clienteId", k.nome AS "clienteNome",
  c.vendedor_id AS "vendedorId", u.name AS "vendedorNome", to_char(c.validade, 'YYYY-MM-DD') AS validade,
  c.total::text AS total, p.id AS "pedidoId", c.criado_em AS "criadoEm"`;

// What a customer sees of their quotations: what was sent to them. Never a draft, nor a draft that
// was closed unsent (cancelled when another revision of its number was accepted).
const ENVIADA = (alias: string) => `${alias}.enviada_em IS NOT NULL`;

const JOINS = `cotacoes c JOIN clientes k ON k.id = c.cliente_id JOIN users u ON u.id = c.vendedor_id
  LEFT JOIN pedidos p ON p.cotacao_id = c.id`;

type Dinheiro = 'total' | 'subtotal' | 'descontos' | 'frete' | 'descontoTotalPercentual' | 'descontoTotal' | 'ipi';
type Row<T> = Omit<T, Dinheiro | 'icmsSt' | 'parcelas' | 'criadoEm'> & {
  total: string;
  subtotal?: string;
  descontos?: string;
  frete?: string;
  descontoTotalPercentual?: string;
  descontoTotal?: string;
  ipi?: string;
  icmsSt?: string;
  parcelas?: ParcelaTermo[];
  parcelasBase?: string | null;
  criadoEm: Date;
};

export function toResumo(row: Row<CotacaoResumoDto>): CotacaoResumoDto {
  return { ...row, total: Number(row.total), criadoEm: row.criadoEm.toISOString() };
}

/** Reads of quotations: one with everything, and the searches (staff and CLIENTE). */
// The summary rows of both searches (the staff's and the customer's own).
function resumoPage(where: SqlWhere, window: PageWindow<CotacaoSortField>): PageQuery {
  return {
    select: RESUMO,
    from: 'cotacoes c',
    rowsFrom: JOINS,
    where,
    sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
    key: 'c.id',
    window,
  };
}

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
 * refusal explains, numbering, create, edit and delete a draft, history; and the staff's and the
 * customer's searches. Its lines: CotacaoItensRepository; its status changes: CotacaoStatusRepository.
 * Every method takes the executor last (`db: Db = this.db`): the pool, or the caller's transaction.
 */
@Injectable()
export class CotacoesRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: AppDatabase,
  ) {}

  /**
   * The whole quotation (cotacao-detalhe.ts); with `clienteId`, only that customer's quotation sent
   * to them, without history: a CLIENTE's view. In a transaction it sees that transaction's writes.
   */
  findById(id: number, clienteId: number | null = null, db: Db = this.db): Promise<CotacaoDto | null> {
    return lerDetalhe(db, id, clienteId);
  }

  async estado(id: number, db: Db = this.db): Promise<CotacaoEstado | null> {
    return toEstadoOuNull(
      await db.selectFrom('cotacoes as c').select(ESTADO).where('c.id', '=', id).executeTakeFirst(),
    );
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

  async search(query: CotacaoSearchQueryDto): Promise<SearchResult<CotacaoResumoDto>> {
    const page = await searchPage<Row<CotacaoResumoDto>>(this.prisma.pool, this.pageQuery(query));
    return { data: page.data.map(toResumo), totalCount: page.totalCount };
  }

  async minhas(clienteId: number, query: MinhasCotacoesQueryDto): Promise<SearchResult<CotacaoResumoDto>> {
    const window = pageWindow(query, SEARCH_DEFAULTS.cotacoes.sort);
    const where = new SqlWhere()
      .when(clienteId, (p) => `c.cliente_id = ${p}`)
      .always(ENVIADA('c'))
      .when(query.status === 'todos' ? undefined : query.status, (p) => `c.status = ${p}`);
    const page = await searchPage<Row<CotacaoResumoDto>>(this.prisma.pool, resumoPage(where, window));
    return { data: page.data.map(toResumo), totalCount: page.totalCount };
  }

  /** The staff search's statement parts, shared by the search and the CSV export. */
  pageQuery(query: CotacaoSearchQueryDto): PageQuery {
    const window = pageWindow(query, SEARCH_DEFAULTS.cotacoes.sort);
    const day = (p: string, plus = 0) => `((${p}::date + ${plus})::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
    const where = new SqlWhere()
      // Any part of the number: "123" finds COT-2026-000123 (people type the end, not the prefix).
      .when(query.numero && containsPattern(query.numero), (p) => `c.numero LIKE ${p}`)
      .when(query.status === 'todos' ? undefined : query.status, (p) => `c.status = ${p}`)
      .when(query.vendedorId, (p) => `c.vendedor_id = ${p}`)
      .when(query.criadaDe, (p) => `c.criado_em >= ${day(p)}`)
      .when(query.criadaAte, (p) => `c.criado_em < ${day(p, 1)}`)
      .when(query.validadeDe, (p) => `c.validade >= ${p}::date`)
      .when(query.validadeAte, (p) => `c.validade <= ${p}::date`);
    const cliente = query.cliente;
    const doc = cliente && /^[\d.\-/\s]+$/.test(cliente) ? stripMask(cliente) : undefined;
    if (doc) {
      where.when(
        prefixPattern(doc),
        (p) => `c.cliente_id IN (SELECT id FROM clientes WHERE cpf LIKE ${p} OR cnpj LIKE ${p})`,
      );
    } else if (cliente) {
      // cliente_busca is the customer's busca text, kept on the quotation by triggers, with its own
      // trigram index (going through the matching customers first cost 770 ms for 'con').
      where.when(containsPattern(cliente), (p) => `c.cliente_busca LIKE lower(immutable_unaccent(${p}))`);
    }
    return { ...resumoPage(where, window), textFiltered: Boolean(cliente && !doc) };
  }
}
