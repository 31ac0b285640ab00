import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { searchPage, type PageQuery } from '../../database/search-page.js';
import { pageWindow, type SearchResult } from '../../common/search/search-result.js';
import { containsPattern, prefixPattern, SqlWhere } from '../../database/sql-where.js';
import type { ProdutoSugestaoDto } from '../../common/search/sugestao.dto.js';
import type { ProdutoSearchQueryDto, ProdutoSortField } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

/** preco travels as its exact decimal text (numeric column), never a float; undefined keeps it. */
export type ProdutoData = Omit<ProdutoDto, 'id' | 'criado_em' | 'preco' | 'unidade'> & {
  preco?: string | null;
  unidade?: string;
};

type ProdutoRow = Omit<ProdutoDto, 'preco' | 'tipo'> & { tipo: string; preco: { toString(): string } | string | null };

const fromRow = (row: ProdutoRow): ProdutoDto => ({
  ...row,
  tipo: row.tipo as ProdutoDto['tipo'],
  preco: row.preco === null ? null : Number(row.preco.toString()),
});

const SORT_SQL: Record<ProdutoSortField, string> = {
  id: 'p.id',
  sku: 'p.sku',
  nome: 'p.nome',
  tipo: 'p.tipo',
  status: 'p.status',
  criado_em: 'p.criado_em',
};

const SELECT = {
  id: true,
  sku: true,
  tipo: true,
  nome: true,
  status: true,
  descricao: true,
  preco: true,
  unidade: true,
  criado_em: true,
} as const;

@Injectable()
export class ProdutosRepository {
  constructor(private readonly prisma: PrismaService) {}

  async search(query: ProdutoSearchQueryDto): Promise<SearchResult<ProdutoDto>> {
    const page = await searchPage<ProdutoRow>(this.prisma.pool, this.pageQuery(query));
    return { data: page.data.map(fromRow), totalCount: page.totalCount };
  }

  /** Active products whose SKU or name starts with `q`, by name, top 10 (quotation editor). */
  async sugestoes(q: string): Promise<ProdutoSugestaoDto[]> {
    const { rows } = await this.prisma.pool.query<ProdutoRow>(
      // Each prefix walks its "C"-collation index in order (10 rows at most), then the union is sorted.
      `SELECT id, sku, nome, tipo, preco::text AS preco, unidade FROM produtos
        WHERE id IN ((SELECT id FROM produtos WHERE status AND lower(nome) COLLATE "C" LIKE lower($1)
                       ORDER BY lower(nome) COLLATE "C", id LIMIT 10)
                     UNION
                     (SELECT id FROM produtos WHERE status AND sku COLLATE "C" LIKE upper($1)
                       ORDER BY sku COLLATE "C" LIMIT 10))
        ORDER BY nome, id LIMIT 10`,
      [prefixPattern(q)],
    );
    return rows.map(fromRow) as ProdutoSugestaoDto[];
  }

  /** The search's statement parts (filters, sort, page), shared by the search and the CSV export. */
  pageQuery(query: ProdutoSearchQueryDto): PageQuery {
    const window = pageWindow(query, SEARCH_DEFAULTS.produtos.sort);
    const status = { ativo: true, inativo: false, todos: undefined }[
      query.statusfiltro ?? SEARCH_DEFAULTS.produtos.statusfiltro
    ];
    const where = new SqlWhere()
      .when(query.id, (p) => `p.id = ${p}`)
      .when(query.sku && containsPattern(query.sku), (p) => `p.sku ILIKE ${p}`)
      .when(query.nome && containsPattern(query.nome), (p) => `p.nome ILIKE ${p}`)
      .when(query.tipo === 'todos' ? undefined : query.tipo, (p) => `p.tipo = ${p}`)
      .when(status, (p) => `p.status = ${p}`);
    return {
      select: 'p.id, p.sku, p.tipo, p.nome, p.status, p.descricao, p.preco::text AS preco, p.unidade, p.criado_em',
      from: 'produtos p',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'p.id',
      window,
    };
  }

  async findById(id: number, db: Db = this.prisma): Promise<ProdutoDto | null> {
    const row = await db.produto.findUnique({ where: { id }, select: SELECT });
    return row && fromRow(row);
  }

  async lockById(id: number, tx: Tx): Promise<ProdutoDto | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM produtos WHERE id = ${id} FOR UPDATE`;
    return rows.length ? this.findById(id, tx) : null;
  }

  async skuTaken(sku: string, tx: Tx): Promise<boolean> {
    return (await tx.produto.count({ where: { sku } })) > 0;
  }

  async insert(data: ProdutoData, tx: Tx): Promise<ProdutoDto> {
    return fromRow(await tx.produto.create({ data, select: SELECT }));
  }

  async update(id: number, data: ProdutoData, tx: Tx): Promise<ProdutoDto> {
    return fromRow(await tx.produto.update({ where: { id }, data, select: SELECT }));
  }

  async delete(id: number, tx: Tx): Promise<void> {
    await tx.produto.delete({ where: { id } });
  }
}
