import { SEARCH_DEFAULTS, type ProdutoTipo } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { EntityRepository, type RowOf } from '../../database/entity-repository.js';
import type { Database } from '../../database/schema.generated.js';
import type { PageQuery } from '../../database/search-page.js';
import { pageWindow } from '../../common/search/search-result.js';
import { containsPattern, prefixPattern, SqlWhere } from '../../database/sql-where.js';
import type { ProdutoSugestaoDto } from '../../common/search/sugestao.dto.js';
import type { ProdutoSearchQueryDto, ProdutoSortField } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

/** preco travels as its exact decimal text (numeric column), never a float; undefined keeps a field. */
export type ProdutoData = Omit<
  ProdutoDto,
  'id' | 'criado_em' | 'versao' | 'descricao' | 'preco' | 'unidade' | 'ncm' | 'ipiPercentual'
> & {
  descricao?: string | null;
  preco?: string | null;
  unidade?: string;
  ncm?: string | null;
  ipi_percentual?: string;
};

// The API's columns of a product row (numeric preco arrives as its exact text).
const COLUMNS = [
  'id',
  'sku',
  'tipo',
  'nome',
  'status',
  'descricao',
  'preco',
  'unidade',
  'ncm',
  'ipi_percentual',
  'criado_em',
  'versao',
] as const;
export type ProdutoRow = RowOf<'produtos', typeof COLUMNS>;

function tipo(value: string): ProdutoTipo {
  if (value === 'p' || value === 's') return value;
  throw new Error(`Tipo de produto desconhecido no banco: ${value}`);
}

const fromRow = ({ ipi_percentual, ...row }: ProdutoRow): ProdutoDto => ({
  ...row,
  tipo: tipo(row.tipo),
  preco: row.preco === null ? null : Number(row.preco),
  ipiPercentual: Number(ipi_percentual),
});

const SORT_SQL: Record<ProdutoSortField, string> = {
  id: 'p.id',
  sku: 'p.sku',
  nome: 'p.nome',
  tipo: 'p.tipo',
  status: 'p.status',
  criado_em: 'p.criado_em',
};

/** Active products whose name or SKU starts with the pattern: at most 10 ids of each, as one set. */
function prefixIds(eb: ExpressionBuilder<Database, 'produtos'>, pattern: string) {
  const ativos = eb.selectFrom('produtos').select('id').where('status', '=', sql.lit(true)).limit(10);
  // Each prefix walks its "C"-collation index in order (10 rows at most), then the union is sorted.
  const byName = ativos
    .where(sql<string>`lower(nome) COLLATE "C"`, 'like', sql<string>`lower(${pattern})`)
    .orderBy(sql`lower(nome) COLLATE "C"`)
    .orderBy('id');
  const bySku = ativos
    .where(sql<string>`sku COLLATE "C"`, 'like', sql<string>`upper(${pattern})`)
    .orderBy(sql`sku COLLATE "C"`);
  return sql<number>`(${byName} UNION ${bySku})`;
}

@Injectable()
export class ProdutosRepository extends EntityRepository<
  'produtos',
  typeof COLUMNS,
  ProdutoDto,
  ProdutoSearchQueryDto,
  ProdutoData
> {
  constructor(db: AppDatabase) {
    super(db, { table: 'produtos', alias: 'p', columns: COLUMNS, updatedAt: 'atualizado_em', fromRow });
  }

  /** Active products whose SKU or name starts with `q`, by name, top 10 (quotation editor). */
  async sugestoes(q: string, db: Db = this.db): Promise<ProdutoSugestaoDto[]> {
    const rows = await db
      .selectFrom('produtos')
      .select(['id', 'sku', 'nome', 'tipo', 'preco', 'unidade', 'ipi_percentual'])
      .where((eb) => eb('id', 'in', prefixIds(eb, prefixPattern(q))))
      .orderBy('nome')
      .orderBy('id')
      .limit(10)
      .execute();
    return rows.map(({ ipi_percentual, ...row }) => ({
      ...row,
      tipo: tipo(row.tipo),
      preco: row.preco === null ? null : Number(row.preco),
      ipiPercentual: Number(ipi_percentual),
    }));
  }

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
      from: 'produtos p',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'p.id',
      window,
    };
  }

  skuTaken(sku: string, db: Db = this.db): Promise<boolean> {
    return this.taken('sku', sku, db);
  }
}
