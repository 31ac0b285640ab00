import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import {
  allRows,
  sortedSearch,
  typedSearchPage,
  walks,
  type PageQuery,
  type PageRows,
} from '../../database/search-page.js';
import { pageWindow, type PageWindow, type SearchResult } from '../../common/search/search-result.js';
import {
  brasiliaDayStart,
  containsPattern,
  documentDigits,
  prefixPattern,
  SqlWhere,
} from '../../database/sql-where.js';
import type {
  CotacaoSearchQueryDto,
  CotacaoSortField,
  MinhasCotacoesQueryDto,
} from './dto/cotacao-search-query.dto.js';
import type { CotacaoResumoDto } from './dto/cotacao.response.js';
import {
  countedTotal,
  nameOnlyTotal,
  nomeContem,
  readsNarrowCopy,
  termoDeLetras,
  type CountedFilters,
} from './cotacoes-search-shortcuts.js';
import { resumoRows, toResumo, type CotacaoResumoRow } from './cotacao-resumo.js';

// Sorting by cliente reads the name through the primary key of clientes, so the page's keys come
// from cotacoes alone (no join to count matches).
const SORT_SQL: Record<CotacaoSortField, string> = {
  numero: 'c.numero',
  cliente: '(SELECT k.nome FROM clientes k WHERE k.id = c.cliente_id)',
  total: 'c.total',
  validade: 'c.validade',
  criado_em: 'c.criado_em',
};

// What a name search walks in creation order (only the columns it reads: the sort copies each row).
const WALKED = 'SELECT c.id, c.criado_em, c.cliente_busca FROM cotacoes c';

// What a customer sees of their quotations: what was sent to them. Never a draft, nor a draft that
// was closed unsent (cancelled when another revision of its number was accepted).
export const ENVIADA = (alias: string) => `${alias}.enviada_em IS NOT NULL`;

// Both searches (the staff's and the customer's own) page over cotacoes alone.
const resumoPage = (where: SqlWhere, window: PageWindow<CotacaoSortField>) =>
  sortedSearch('cotacoes c', 'c.id', SORT_SQL, where, window);

/** The quotation searches: the staff's (and its CSV export) and a CLIENTE's own. */
@Injectable()
export class CotacoesSearchRepository {
  constructor(private readonly db: AppDatabase) {}

  search(query: CotacaoSearchQueryDto, db: Db = this.db): Promise<SearchResult<CotacaoResumoDto>> {
    return this.page(this.pageQuery(query, true), db);
  }

  /** Every row of the staff search in its order, no paging (the CSV export). */
  allRows(query: CotacaoSearchQueryDto, db: Db = this.db) {
    return allRows(resumoRows(db), this.pageQuery(query));
  }

  minhas(clienteId: number, query: MinhasCotacoesQueryDto, db: Db = this.db): Promise<SearchResult<CotacaoResumoDto>> {
    const window = pageWindow(query, SEARCH_DEFAULTS.cotacoes.sort);
    const where = new SqlWhere()
      .when(clienteId, (p) => `c.cliente_id = ${p}`)
      .always(ENVIADA('c'))
      .when(query.status === 'todos' ? undefined : query.status, (p) => `c.status = ${p}`);
    return this.page(resumoPage(where, window), db);
  }

  // One function for every search, so its SQL is compiled once (search-page.ts); the same text on any Db.
  private readonly linha: PageRows<CotacaoResumoRow> = (id) => resumoRows(this.db).where('c.id', '=', id);

  private async page(query: PageQuery, db: Db): Promise<SearchResult<CotacaoResumoDto>> {
    const page = await typedSearchPage(db, query, this.linha);
    return { data: page.data.map(toResumo), totalCount: page.totalCount };
  }

  /**
   * The staff search's statement parts, shared by the search and the CSV export. `generico`: a shallow
   * page of a name alone of 3+ letters or digits in creation order (walked, its total and fallback through
   * trigram indexes) runs as a named statement with a generic plan, one text per direction (PageQuery.prepared,
   * decisoes/0011); the export reads every row, never that page.
   */
  pageQuery(query: CotacaoSearchQueryDto, generico = false): PageQuery {
    const parts = this.parts(query, false);
    if (!generico || !parts.walk || !walks(parts) || !termoDeLetras(query.cliente ?? '')) return parts;
    return { ...this.parts(query, true), prepared: `cotacoes_por_nome_${parts.sort.direction.toLowerCase()}` };
  }

  // `umaVez`: the name's pattern computed once per statement (nomeContem), for a generic plan.
  private parts(query: CotacaoSearchQueryDto, umaVez: boolean): PageQuery {
    const window = pageWindow(query, SEARCH_DEFAULTS.cotacoes.sort);
    const counted: CountedFilters = {};
    const where = new SqlWhere()
      // Any part of the number: "123" finds COT-2026-000123 (people type the end, not the prefix).
      .when(query.numero && containsPattern(query.numero), (p) => `c.numero LIKE ${p}`)
      .when(query.status === 'todos' ? undefined : query.status, (p) => `c.status = ${(counted.status = p)}`)
      .when(query.vendedorId, (p) => `c.vendedor_id = ${p}`)
      .when(query.criadaDe, (p) => `c.criado_em >= ${brasiliaDayStart((counted.de = p))}`)
      .when(query.criadaAte, (p) => `c.criado_em < ${brasiliaDayStart((counted.ate = p), 1)}`)
      .when(query.validadeDe, (p) => `c.validade >= ${p}::date`)
      .when(query.validadeAte, (p) => `c.validade <= ${p}::date`);
    const cliente = query.cliente;
    const doc = documentDigits(cliente);
    const nome: { placeholder?: string } = {};
    if (doc) {
      where.when(
        prefixPattern(doc),
        (p) => `c.cliente_id IN (SELECT id FROM clientes WHERE cpf LIKE ${p} OR cnpj LIKE ${p})`,
      );
    } else if (cliente) {
      // cliente_busca is the customer's busca text, kept on the quotation by triggers, with its own
      // trigram index (going through the matching customers first cost 770 ms for 'con').
      where.when(containsPattern(cliente), (p) => nomeContem('c.cliente_busca', (nome.placeholder = p), umaVez));
    }
    const byName = Boolean(cliente && !doc);
    // The name is the only filter: the total sums cotacoes_por_nome, and a shallow page sorted by
    // creation may walk cotacoes' criado_em index (database/search-page.ts).
    const nameOnly = nome.placeholder && where.params.length === 1 ? nome.placeholder : undefined;
    return {
      ...resumoPage(where, window),
      // cotacoes_busca has the same names under the same alias; the whole rows still come from JOINS.
      ...(byName && readsNarrowCopy(query, window.sortField) && { from: 'cotacoes_busca c' }),
      textFiltered: byName,
      ...(nameOnly && window.sortField === 'criado_em' && { walk: { rows: WALKED, table: 'cotacoes' } }),
      totalSql: nameOnly ? nameOnlyTotal(nameOnly, umaVez) : countedTotal(counted, where.params.length),
    };
  }
}
