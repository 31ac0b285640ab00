import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { SearchResult } from '../common/search/search-result.js';
import { preparada, type Db, type Preparada } from './database.js';
import { rowDiffers } from './row-differs.js';
import type { Database } from './schema.generated.js';
import { allRows, typedSearchPage, type PageQuery } from './search-page.js';

type Table = keyof Database;
type Column<TB extends Table> = keyof Selectable<Database[TB]> & string;

/** The columns `C` of a row of table `TB`, typed by the schema (schema.generated.ts). */
export type RowOf<TB extends Table, C extends readonly Column<TB>[]> = Pick<Selectable<Database[TB]>, C[number]>;

/** The Kysely select of a search's whole rows, over whichever tables and aliases it joins. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables: the rows are typed where the select is written
export type RowsQuery<R> = SelectQueryBuilder<any, any, R>;

/**
 * The search of a back-office entity: one page with its total, and every row for the CSV, from the
 * entity's statement parts (`pageQuery`) and the select of its whole rows (`rows`).
 */
export abstract class EntitySearch<R, T, Q> {
  /** `key` is the search's unique key column (pageQuery's `key`, e.g. 'p.id'). */
  protected constructor(
    protected readonly db: Db,
    private readonly page: { key: string; fromRow: (row: R) => T },
  ) {}

  /** The search's statement parts (filters, sort, page), shared by the search and the CSV export. */
  abstract pageQuery(query: Q): PageQuery;

  /** The whole rows of the search and the CSV, under the aliases pageQuery uses. */
  protected abstract rows(db: Db): RowsQuery<R>;

  async search(query: Q, db: Db = this.db): Promise<SearchResult<T>> {
    const key = sql.ref(this.page.key);
    const page = await typedSearchPage(db, this.pageQuery(query), (id) => this.rows(db).where(key, '=', id));
    return { data: page.data.map((row) => this.page.fromRow(row)), totalCount: page.totalCount };
  }

  /** Every row of the search in its order, no paging (the CSV export). */
  allRows(query: Q, db: Db = this.db): RowsQuery<R> {
    return allRows(this.rows(db), this.pageQuery(query));
  }
}

/** A back-office table as its repository reads and writes it: said once, in the entity's repository. */
export interface EntityTable<TB extends Table, C extends readonly Column<TB>[], T> {
  table: TB;
  /** The alias of the table in the search's statement parts (pageQuery's `from`). */
  alias: string;
  /** The API's columns of a row: the search, the by-id read, the insert and the update answer them. */
  columns: C;
  /** The column an update stamps with now(). */
  updatedAt: Column<TB>;
  /** A row as the API answers it. */
  fromRow: (row: RowOf<TB, C>) => T;
}

// The statements below name the table and columns by value. The names are checked against the schema
// by EntityTable's types and the rows are RowOf<TB, C>; Kysely cannot follow a table name that is a
// type parameter, so the statements are built on this untyped view of the same Db.
type AnyTables = Record<string, Record<string, unknown>>;
const untyped = (db: Db) => db as unknown as Kysely<AnyTables>;

/**
 * The repository of a back-office entity (docs/contribuindo.md): its search and CSV rows, by-id read,
 * uniqueness check, insert, update and delete, the same statements for every table. The entity's
 * repository gives its table and its search's statement parts, and adds its own queries. Every
 * method runs on the pool or in a transaction (`db: Db = this.db`).
 */
export abstract class EntityRepository<
  TB extends Table,
  C extends readonly Column<TB>[],
  T,
  Q,
  D extends Insertable<Database[TB]>,
> extends EntitySearch<RowOf<TB, C>, T, Q> {
  protected constructor(
    db: Db,
    private readonly entity: EntityTable<TB, C, T>,
  ) {
    super(db, { key: `${entity.alias}.id`, fromRow: entity.fromRow });
    this.porId = preparada(`${entity.table}_por_id`, ['id'], (v) => this.byId(db, v.id));
  }

  // The hot by-id read (GET /api/<Entidade>/{id}): compiled once, planned once per connection.
  private readonly porId: Preparada<'id', unknown>;

  /** The table's name, for the untyped view. */
  private get table(): string {
    return this.entity.table;
  }

  protected rows(db: Db): RowsQuery<RowOf<TB, C>> {
    const { alias, columns } = this.entity;
    const select = untyped(db)
      .selectFrom(`${this.table} as ${alias}`)
      .select(columns.map((c) => `${alias}.${c}`));
    return select as RowsQuery<RowOf<TB, C>>;
  }

  /** One record; `lock` takes a row lock for the rest of the transaction. */
  async findById(id: number, db: Db = this.db, lock = false): Promise<T | null> {
    const row = lock ? await this.byId(db, id).forUpdate().executeTakeFirst() : (await this.porId(db, { id }))[0];
    return row ? this.entity.fromRow(row as RowOf<TB, C>) : null;
  }

  private byId(db: Db, id: number) {
    return untyped(db).selectFrom(this.table).select(this.entity.columns).where('id', '=', id);
  }

  /** Whether a row already holds this value in a unique column. */
  async taken<K extends Column<TB>>(column: K, value: Selectable<Database[TB]>[K], db: Db = this.db): Promise<boolean> {
    const name: string = column;
    const query = untyped(db).selectFrom(this.table).select('id').where(name, '=', value);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(data: D, db: Db = this.db): Promise<T> {
    const { columns, fromRow } = this.entity;
    const row = await untyped(db).insertInto(this.table).values(data).returning(columns).executeTakeFirstOrThrow();
    return fromRow(row as RowOf<TB, C>);
  }

  /**
   * Writes the record and moves its `versao` by one, in one statement, only when some value differs
   * from the stored one. With `versao` (the version the form read), only while that is still the
   * stored one. null: nothing written (someone saved it since, or nothing would change).
   */
  async update(id: number, data: D, db: Db = this.db, versao?: number): Promise<T | null> {
    const { columns, updatedAt, fromRow } = this.entity;
    const row = await untyped(db)
      .updateTable(this.table)
      .set({ ...data, [updatedAt]: sql`now()`, versao: sql`versao + 1` })
      .where('id', '=', id)
      .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao))
      .where(rowDiffers(data))
      .returning(columns)
      .executeTakeFirst();
    return row ? fromRow(row as RowOf<TB, C>) : null;
  }

  /** Deletes the row (an entity's override may answer what went with it). */
  async delete(id: number, db: Db = this.db): Promise<unknown> {
    return untyped(db).deleteFrom(this.table).where('id', '=', id).execute();
  }
}
