import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TIPOS_PESSOA, type TipoPessoa } from '@portal/shared/constants';
import { AppDatabase, type Db } from '../../database/database.js';
import { leituraRegistrada, type SqlCondition } from '../../database/record-reads.js';
import type { AuditRow } from '../audit/index.js';
import { EntityRepository, type RowOf } from '../../database/entity-repository.js';
import type { PageQuery } from '../../database/search-page.js';
import { pageWindow } from '../../common/search/search-result.js';
import { containsPattern, prefixPattern, SqlWhere } from '../../database/sql-where.js';
import { CLIENTE_FIELDS, stripMask } from '@portal/shared/validators';
import { maskDoc } from '@portal/shared/masks';
import type { ClienteSugestaoDto } from '../../common/search/sugestao.dto.js';
import type { ClienteSearchQueryDto, ClienteSortField } from './dto/cliente-search-query.dto.js';
import type { ClienteDto, PedidoDto } from './dto/cliente.response.js';

export type ClienteData = Omit<ClienteDto, 'id' | 'versao'>;

/** The API's columns of a customer row: its id, the fields of its input (the shared rule set), its version. */
const COLUMNS = ['id', ...CLIENTE_FIELDS, 'versao'] as const;
const C_COLUMNS = COLUMNS.map((c) => `c.${c}` as const);
export type ClienteRow = RowOf<'clientes', typeof COLUMNS>;

/** A person type the CHECK allows; anything else is a corrupt row. */
export function tipoPessoa(value: string): TipoPessoa {
  const tipo = TIPOS_PESSOA.find((t) => t === value);
  if (!tipo) throw new Error(`Tipo de pessoa desconhecido no banco: ${value}`);
  return tipo;
}

// The search and the CSV read the same columns through the CRUD base's rows().
const byId = (db: Db, id: number) => db.selectFrom('clientes as c').select(C_COLUMNS).where('c.id', '=', id);

const fromRow = (row: ClienteRow): ClienteDto => ({ ...row, tipo_pessoa: tipoPessoa(row.tipo_pessoa) });

/** Whitelisted sort columns: sortField picks a key, never SQL text. */
const SORT_SQL: Record<ClienteSortField, string> = {
  id: 'c.id',
  tipo_pessoa: 'c.tipo_pessoa',
  nome: 'c.nome',
  razao_social: 'c.razao_social',
  doc: 'coalesce(c.cpf, c.cnpj)',
  email_faturamento: 'c.email_faturamento',
  status: 'c.status',
  uf: 'c.uf',
  cidade: 'c.cidade',
};

/**
 * What the narrow clientes_busca copy holds. A name search whose filters and sort are all among these
 * reads that copy (11k pages instead of 27k for a common 3-letter term); any other filter, including
 * one added later, sends the search to clientes.
 */
const NARROW_SORTS = new Set<ClienteSortField>(['id', 'nome', 'tipo_pessoa', 'status']);
const NARROW_FILTERS = new Set([
  'id',
  'nome',
  'tipo_pessoa',
  'statusfiltro',
  'page',
  'pageSize',
  'sortField',
  'sortDirection',
]);

/** The total of a search filtered by tipo_pessoa and/or status only, from the trigger-kept counters. */
function countedTotal(placeholders: { tipo?: string; status?: string }): string {
  const conditions = [
    placeholders.tipo && `k.tipo_pessoa = ${placeholders.tipo}`,
    placeholders.status && `k.status = ${placeholders.status}`,
  ].filter(Boolean);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT coalesce(sum(k.total), 0)::int AS n FROM clientes_contagem k ${where}`;
}

@Injectable()
export class ClientesRepository extends EntityRepository<
  'clientes',
  typeof COLUMNS,
  ClienteDto,
  ClienteSearchQueryDto,
  ClienteData
> {
  constructor(db: AppDatabase) {
    super(db, { table: 'clientes', alias: 'c', columns: COLUMNS, updatedAt: 'atualizado_em', fromRow });
  }

  /** The hot search (hand-written SQL so the trigram and b-tree indexes apply): its statement parts. */
  pageQuery(query: ClienteSearchQueryDto): PageQuery {
    const window = pageWindow(query, SEARCH_DEFAULTS.clientes.sort);
    const tipo = query.tipo_pessoa === 'todos' ? undefined : query.tipo_pessoa;
    const status = { ativo: true, inativo: false, todos: undefined }[
      query.statusfiltro ?? SEARCH_DEFAULTS.clientes.statusfiltro
    ];
    const doc = query.doc === undefined ? undefined : prefixPattern(stripMask(query.doc).toUpperCase());
    const placeholders: { tipo?: string; status?: string } = {};
    const where = new SqlWhere()
      .when(tipo, (p) => `c.tipo_pessoa = ${(placeholders.tipo = p)}`)
      .when(query.id, (p) => `c.id = ${p}`)
      // busca is the stored lower(unaccent(nome || razao_social)) behind clientes_busca_trgm_idx.
      .when(query.nome && containsPattern(query.nome), (p) => `c.busca LIKE lower(immutable_unaccent(${p}))`)
      .when(doc, (p) => `(c.cpf LIKE ${p} OR c.cnpj LIKE ${p})`)
      .when(
        query.email_faturamento && containsPattern(query.email_faturamento),
        (p) => `c.email_faturamento ILIKE ${p}`,
      )
      .when(query.uf, (p) => `c.uf = ${p}`)
      .when(query.cidade && containsPattern(query.cidade), (p) => `c.cidade ILIKE ${p}`)
      .when(status, (p) => `c.status = ${(placeholders.status = p)}`);
    const onlyCounted = where.params.length === [tipo, status].filter((v) => v !== undefined).length;
    const narrow =
      Boolean(query.nome) &&
      Object.entries(query).every(([name, value]) => value === undefined || NARROW_FILTERS.has(name)) &&
      NARROW_SORTS.has(window.sortField);
    return {
      from: narrow ? 'clientes_busca c' : 'clientes c',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'c.id',
      window,
      textFiltered: Boolean(query.nome || query.doc || query.email_faturamento || query.cidade),
      totalSql: onlyCounted ? countedTotal(placeholders) : undefined,
    };
  }

  /** One customer, read under its alias as the access-recorded read is; `lock` takes a row lock. */
  override async findById(id: number, db: Db = this.db, lock = false): Promise<ClienteDto | null> {
    const query = byId(db, id);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  /** The hottest read (GET /api/Clientes/{id}), its access record written by the same statement (issue 30). */
  async findByIdRecorded(
    id: number,
    acesso: AuditRow[],
    session?: SqlCondition,
  ): Promise<{ cliente: ClienteDto; recorded: boolean } | null> {
    const found = await this.porIdRegistrado(this.db, { id }, acesso, session);
    if (!found) return null;
    // Under a session: whether it still held (the record written); otherwise the record always is.
    const { acesso_registrado: recorded, ...row } = found;
    return { cliente: fromRow(row), recorded: session && acesso.length ? recorded === true : true };
  }

  // Compiled once, planned once per connection (decisoes/0005).
  private readonly porIdRegistrado = leituraRegistrada('cliente_por_id', ['id'], (v) => byId(this.db, v.id));

  /** Which customer already holds this CPF or CNPJ, if any. */
  async findIdByDocument(doc: { cpf: string | null; cnpj: string | null }, db: Db = this.db): Promise<number | null> {
    if (!doc.cpf && !doc.cnpj) return null;
    const query = db.selectFrom('clientes').select('id');
    const row = await (doc.cpf ? query.where('cpf', '=', doc.cpf) : query.where('cnpj', '=', doc.cnpj))
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async countOrders(id: number, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('pedidos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cliente_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Deletes the customer; its logins go with it (users.cliente_id ON DELETE CASCADE). */
  override async delete(id: number, db: Db = this.db): Promise<{ email: string }[]> {
    const logins = await db.selectFrom('users').select('email').where('cliente_id', '=', id).orderBy('id').execute();
    await db.deleteFrom('clientes').where('id', '=', id).execute();
    return logins;
  }

  /** Orders newest first, or undefined when the customer does not exist (one round trip). */
  async orders(id: number, db: Db = this.db): Promise<PedidoDto[] | undefined> {
    const rows = await db
      .selectFrom('clientes as c')
      .leftJoin('pedidos as p', 'p.cliente_id', 'c.id')
      .select(['p.id', 'p.valor', 'p.data_emissao as dataEmissao', 'p.cotacao_id as cotacaoId'])
      .where('c.id', '=', id)
      .orderBy('p.data_emissao', 'desc')
      .orderBy('p.id', 'desc')
      .execute();
    if (!rows.length) return undefined;
    return rows.flatMap(({ id, valor, dataEmissao, cotacaoId }) =>
      id === null || dataEmissao === null ? [] : [{ id, valor: Number(valor), dataEmissao, cotacaoId }],
    );
  }

  /** Active customers whose name or CPF/CNPJ starts with `q`, by name, top 10 (quotation editor). */
  async sugestoes(q: string, db: Db = this.db): Promise<ClienteSugestaoDto[]> {
    const doc = /^[\d.\-/\s]+$/.test(q) ? stripMask(q) : undefined;
    const documento = sql<string | null>`coalesce(c.cpf, c.cnpj)`.as('documento');
    const rows = doc
      ? await db
          .selectFrom('clientes as c')
          .select(['c.id', 'c.nome', documento, 'c.tipo_pessoa'])
          .where('c.status', '=', sql.lit(true))
          .where((eb) => eb.or([eb('c.cpf', 'like', prefixPattern(doc)), eb('c.cnpj', 'like', prefixPattern(doc))]))
          .orderBy('c.nome')
          .orderBy('c.id')
          .limit(10)
          .execute()
      : // busca holds lower(unaccent(nome || razao_social)): its prefix range in clientes_busca_prefixo_idx
        // ("C" collation), read in index order, 10 rows.
        await db
          .selectFrom((eb) =>
            eb
              .selectFrom('clientes_busca')
              .select(['id', sql<string>`busca COLLATE "C"`.as('chave')])
              .where('status', '=', sql.lit(true))
              .where(
                sql<string>`busca COLLATE "C"`,
                'like',
                sql<string>`lower(immutable_unaccent(${prefixPattern(q)}))`,
              )
              .orderBy(sql`busca COLLATE "C"`)
              .orderBy('id')
              .limit(10)
              .as('b'),
          )
          .innerJoin('clientes as c', 'c.id', 'b.id')
          .select(['c.id', 'c.nome', documento, 'c.tipo_pessoa'])
          .orderBy('b.chave')
          .orderBy('c.id')
          .execute();
    return rows.map((row) => ({ ...row, tipo_pessoa: tipoPessoa(row.tipo_pessoa), documento: maskDoc(row.documento) }));
  }
}
