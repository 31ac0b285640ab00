import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { PEDIDO_STATUSES, PEDIDO_TRANSICOES, type PedidoStatus, type VendedorContato } from '@portal/shared/cotacoes';
import { AppDatabase, type Db } from '../../database/database.js';
import type { JsonValue } from '../../database/schema.generated.js';
import { allRows, sortedSearch, typedSearchPage, type PageQuery } from '../../database/search-page.js';
import type { PageWindow, SearchResult } from '../../common/search/search-result.js';
import {
  brasiliaDayStart,
  containsPattern,
  documentDigits,
  prefixPattern,
  SqlWhere,
} from '../../database/sql-where.js';
import type { PedidoSortField } from './dto/pedido-search-query.dto.js';

export interface PedidoFiltros {
  numero?: string;
  cliente?: string;
  status?: PedidoStatus;
  emitidoDe?: string;
  emitidoAte?: string;
  /** The customer's own orders (GET /api/meus-pedidos). */
  clienteId?: number;
}

const SORT_SQL: Record<PedidoSortField, string> = {
  numero: 'p.cotacao_numero',
  cliente: 'p.cliente_nome',
  status: 'p.status',
  total: 'p.valor',
  data_emissao: 'p.data_emissao',
};

/** The columns of a row (the searches, the CSV export) and of the whole order. */
const RESUMO = [
  'p.id',
  'p.cotacao_numero as numero',
  'p.cotacao_id as cotacaoId',
  'p.cliente_id as clienteId',
  'p.cliente_nome as clienteNome',
  'p.cliente_documento as clienteDocumento',
  'p.status',
  'p.valor as total',
  'p.data_emissao as dataEmissao',
] as const;

/** A row of the CSV export: the search's columns and when the order was invoiced or cancelled. */
const csvRows = (db: Db) =>
  db.selectFrom('pedidos as p').select([...RESUMO, 'p.faturado_em as faturadoEm', 'p.cancelado_em as canceladoEm']);
export type PedidoCsvRow = Awaited<ReturnType<ReturnType<typeof csvRows>['executeTakeFirstOrThrow']>>;

/** A status the CHECK allows; anything else is a corrupt row. */
export function pedidoStatus(value: string): PedidoStatus {
  if ((PEDIDO_STATUSES as readonly string[]).includes(value)) return value as PedidoStatus;
  throw new Error(`Pedido com status desconhecido: ${value}`);
}

/** The JSON copies are objects (CHECK pedidos_snapshot_check, pedidos_cliente_fiscal_check). */
export function jsonObject(value: JsonValue): { [key: string]: JsonValue } {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  throw new Error('Pedido com cópia que não é um objeto JSON.');
}

// The WHERE of a staff action: the statuses its line of PEDIDO_TRANSICOES starts from, as literals.
const statusDe = (acao: 'faturar' | 'cancelar') => PEDIDO_TRANSICOES[acao].de.map((s) => `'${s}'`).join(', ');

/** Every query on orders (the accept inserts the row itself, in the quotation's statement). */
@Injectable()
export class PedidosRepository {
  constructor(private readonly db: AppDatabase) {}

  async search(filtros: PedidoFiltros, window: PageWindow<PedidoSortField>, db: Db = this.db) {
    const page = await typedSearchPage(db, this.pageQuery(filtros, window), (id) =>
      db.selectFrom('pedidos as p').select(RESUMO).where('p.id', '=', id),
    );
    return { data: page.data.map(resumo), totalCount: page.totalCount } satisfies SearchResult<unknown>;
  }

  /** Every row of the search in its order, no paging (the CSV export). */
  allRows(filtros: PedidoFiltros, window: PageWindow<PedidoSortField>, db: Db = this.db) {
    return allRows(csvRows(db), this.pageQuery(filtros, window));
  }

  /** The search's statement parts, shared by the search and the CSV export. */
  pageQuery(filtros: PedidoFiltros, window: PageWindow<PedidoSortField>): PageQuery {
    const where = new SqlWhere()
      .when(filtros.clienteId, (p) => `p.cliente_id = ${p}`)
      .when(filtros.numero && containsPattern(filtros.numero), (p) => `p.cotacao_numero LIKE ${p}`)
      .when(filtros.status, (p) => `p.status = ${p}`)
      .when(filtros.emitidoDe, (p) => `p.data_emissao >= ${brasiliaDayStart(p)}`)
      .when(filtros.emitidoAte, (p) => `p.data_emissao < ${brasiliaDayStart(p, 1)}`);
    const cliente = filtros.cliente;
    const doc = documentDigits(cliente);
    if (doc) where.when(prefixPattern(doc), (p) => `p.cliente_documento LIKE ${p}`);
    else if (cliente) {
      where.when(containsPattern(cliente), (p) => `immutable_unaccent(p.cliente_nome) ILIKE immutable_unaccent(${p})`);
    }
    return sortedSearch('pedidos p', 'p.id', SORT_SQL, where, window);
  }

  /** The whole order; with `clienteId`, only that customer's (anything else: null, so 404). */
  async findById(id: number, clienteId: number | null = null, db: Db = this.db) {
    let query = db
      .selectFrom('pedidos as p')
      .select([...RESUMO, 'p.snapshot', 'p.cliente_fiscal', 'p.faturado_em', 'p.cancelado_em', 'p.versao'])
      .where('p.id', '=', id);
    if (clienteId !== null) query = query.where('p.cliente_id', '=', clienteId);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const { snapshot, cliente_fiscal, faturado_em, cancelado_em, ...rest } = row;
    return {
      ...resumo(rest),
      cliente: jsonObject(cliente_fiscal),
      cotacao: jsonObject(snapshot),
      faturadoEm: faturado_em?.toISOString() ?? null,
      canceladoEm: cancelado_em?.toISOString() ?? null,
    };
  }

  /**
   * aberto -> faturado|cancelado in one guarded UPDATE: of two staff members acting at once, one
   * changes the row and the other finds its status moved (null: the service answers 409 or 404).
   */
  async mover(id: number, acao: 'faturar' | 'cancelar', agora: Date, usuarioId: number, db: Db = this.db) {
    const quando = acao === 'faturar' ? 'faturado' : 'cancelado';
    const row = await sql<{ id: number; numero: string | null; status: string }>`
      UPDATE pedidos SET status = ${PEDIDO_TRANSICOES[acao].para}, ${sql.ref(`${quando}_em`)} = ${agora},
             ${sql.ref(`${quando}_por`)} = ${usuarioId}, versao = versao + 1, atualizado_em = ${agora}
       WHERE id = ${id} AND status IN (${sql.raw(statusDe(acao))})
       RETURNING id, cotacao_numero AS numero, status`.execute(db);
    return row.rows[0] ?? null;
  }

  /**
   * The e-mail of the accepted quotation's salesperson (users as they are now, as the quotation
   * e-mails read them): the customer's replies go to them. Null for an order without its quotation.
   */
  async vendedor(id: number, db: Db = this.db): Promise<VendedorContato | null> {
    const row = await db
      .selectFrom('pedidos as p')
      .innerJoin('cotacoes as c', 'c.id', 'p.cotacao_id')
      .innerJoin('users as u', 'u.id', 'c.vendedor_id')
      .select(['u.name as nome', 'u.email', 'u.phone_number as telefone'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The order's status now (null: no such order), to say why a transition was refused. */
  async status(id: number, db: Db = this.db): Promise<PedidoStatus | null> {
    const row = await db.selectFrom('pedidos').select('status').where('id', '=', id).executeTakeFirst();
    return row ? pedidoStatus(row.status) : null;
  }

  /**
   * In the accept's transaction: the accepted revision as the quotation API answers it, and the
   * customer's fiscal data as of now, copied into the order the accept inserted.
   */
  async copiarAceite(pedidoId: number, cotacao: object, db: Db = this.db): Promise<void> {
    await sql`
      UPDATE pedidos p SET snapshot = ${JSON.stringify(cotacao)}::jsonb, cliente_nome = k.nome,
             cliente_documento = coalesce(k.cnpj, k.cpf),
             cliente_fiscal = jsonb_build_object(
               'tipoPessoa', k.tipo_pessoa, 'nome', k.nome, 'razaoSocial', k.razao_social,
               'documento', coalesce(k.cnpj, k.cpf), 'ie', k.ie, 'isentoIe', k.isento_ie,
               'emailFaturamento', k.email_faturamento, 'telefone', k.telefone,
               'endereco', jsonb_build_object('cep', k.cep, 'logradouro', k.logradouro, 'numero', k.numero,
                 'complemento', k.complemento, 'bairro', k.bairro, 'cidade', k.cidade, 'uf', k.uf))
        FROM clientes k WHERE p.id = ${pedidoId} AND k.id = p.cliente_id`.execute(db);
  }
}

function resumo<T extends { status: string; total: string; dataEmissao: Date }>(row: T) {
  return {
    ...row,
    status: pedidoStatus(row.status),
    total: Number(row.total),
    dataEmissao: row.dataEmissao.toISOString(),
  };
}
