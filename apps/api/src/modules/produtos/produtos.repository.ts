import { Injectable } from '@nestjs/common';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { searchPage, type PageQuery } from '../../database/search-page.js';
import { pageWindow, type SearchResult } from '../../common/search/search-result.js';
import { containsPattern, SqlWhere } from '../../database/sql-where.js';
import type { ProdutoSearchQueryDto, ProdutoSortField } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

export type ProdutoData = Omit<ProdutoDto, 'id' | 'criado_em'>;

const SORT_SQL: Record<ProdutoSortField, string> = {
  id: 'p.id',
  sku: 'p.sku',
  nome: 'p.nome',
  tipo: 'p.tipo',
  status: 'p.status',
  criado_em: 'p.criado_em',
};

const SELECT = { id: true, sku: true, tipo: true, nome: true, status: true, descricao: true, criado_em: true } as const;

@Injectable()
export class ProdutosRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(query: ProdutoSearchQueryDto): Promise<SearchResult<ProdutoDto>> {
    return searchPage<ProdutoDto>(this.prisma.pool, this.pageQuery(query));
  }

  /** The search's statement parts (filters, sort, page), shared by the search and the CSV export. */
  pageQuery(query: ProdutoSearchQueryDto): PageQuery {
    const window = pageWindow(query, { sortField: 'nome', sortDirection: 'asc' });
    const status = { ativo: true, inativo: false, todos: undefined }[query.statusfiltro ?? 'todos'];
    const where = new SqlWhere()
      .when(query.id, (p) => `p.id = ${p}`)
      .when(query.sku && containsPattern(query.sku), (p) => `p.sku ILIKE ${p}`)
      .when(query.nome && containsPattern(query.nome), (p) => `p.nome ILIKE ${p}`)
      .when(query.tipo === 'todos' ? undefined : query.tipo, (p) => `p.tipo = ${p}`)
      .when(status, (p) => `p.status = ${p}`);
    return {
      select: 'p.id, p.sku, p.tipo, p.nome, p.status, p.descricao, p.criado_em',
      from: 'produtos p',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'p.id',
      window,
    };
  }

  findById(id: number, db: Db = this.prisma): Promise<ProdutoDto | null> {
    return db.produto.findUnique({ where: { id }, select: SELECT }) as Promise<ProdutoDto | null>;
  }

  async lockById(id: number, tx: Tx): Promise<ProdutoDto | null> {
    const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM produtos WHERE id = ${id} FOR UPDATE`;
    return rows.length ? this.findById(id, tx) : null;
  }

  async skuTaken(sku: string, tx: Tx): Promise<boolean> {
    return (await tx.produto.count({ where: { sku } })) > 0;
  }

  insert(data: ProdutoData, tx: Tx): Promise<ProdutoDto> {
    return tx.produto.create({ data, select: SELECT }) as Promise<ProdutoDto>;
  }

  update(id: number, data: ProdutoData, tx: Tx): Promise<ProdutoDto> {
    return tx.produto.update({ where: { id }, data, select: SELECT }) as Promise<ProdutoDto>;
  }

  async delete(id: number, tx: Tx): Promise<void> {
    await tx.produto.delete({ where: { id } });
  }
}
