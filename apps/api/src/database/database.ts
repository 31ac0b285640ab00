import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  type Compilable,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.generated.js';

/**
 * Where a repository query runs: the pool, or one transaction (see Transactions.run). Both are the
 * same type, so a repository method takes `db: Db = this.db` and needs no twin for transactions.
 */
export type Db = Kysely<Database>;

/** The pool-backed Db that repositories inject (`constructor(private readonly db: AppDatabase)`). */
export class AppDatabase extends Kysely<Database> {
  /**
   * The pool of connections that always use generic plans (GENERIC_PLANS), for the named statements
   * written so that no plan depends on their values (PageQuery.prepared, decisoes/0011). Unset: run
   * them on the pool, planned as PostgreSQL chooses.
   */
  genericos?: Db;
}

/**
 * The connection setting of the generic pool: every statement there is planned once per connection
 * and never for its values. It also applies to unnamed statements, hence a pool of its own that runs
 * only named ones.
 */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

export function poolDatabase(pool: pg.Pool, genericPool?: pg.Pool): AppDatabase {
  const db = new AppDatabase({ dialect: new PostgresDialect({ pool: namedPool(pool, false) }) });
  if (genericPool)
    db.genericos = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedPool(genericPool, true) }) });
  return db;
}

function namedPool(pool: pg.Pool, onlyNamed: boolean): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const known = clients.get(client);
      if (known) return known;
      const named = new NamedClient(client, onlyNamed);
      clients.set(client, named);
      return named;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}

// One wrapper per pooled connection (Kysely keeps its connection state by client object).
const clients = new WeakMap<pg.PoolClient, NamedClient>();

// The SQL texts that run as named prepared statements, with their names (one name, one text).
const preparadas = new Map<string, string>();

/**
 * Runs `query` as the named prepared statement `name`: each connection plans it once and reuses the
 * plan, for hot reads whose planning is most of their cost (decisoes/0005). Any Db: pool or transaction.
 */
export async function executarPreparada<R>(db: Db, name: string, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  registrarPreparada(name, compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/** Registers `text` as the named statement `name` (one name, one text). */
export function registrarPreparada(name: string, text: string): void {
  if (preparadas.has(text)) return;
  if ([...preparadas.values()].includes(name)) throw new Error(`Consulta preparada ${name} com outro texto.`);
  preparadas.set(text, name);
}

/** A value of a statement compiled once, given at each run (see `compilada`). */
class Valor {
  constructor(readonly nome: string) {}
}

/** A statement compiled once: its text, and its values for one run. */
export interface Compilada<K extends string> {
  sql: string;
  values(valores: Record<K, unknown>): unknown[];
}

/**
 * Builds and compiles a query ONCE (Kysely builds and compiles nothing per call): `build` writes it with
 * the placeholders it receives where each run's values go (e.g. `.where('id', '=', v.id)`); any other
 * value is a constant of the text.
 */
export function compilada<K extends string>(
  nomes: readonly K[],
  build: (valores: Record<K, never>) => Compilable<unknown>,
): Compilada<K> {
  const marcas = Object.fromEntries(nomes.map((nome) => [nome, new Valor(nome)])) as Record<K, never>;
  const { sql, parameters } = build(marcas).compile();
  const faltando = nomes.filter((nome) => !parameters.includes(marcas[nome]));
  if (faltando.length) throw new Error(`A consulta não usa ${faltando.join(', ')}: ${sql}`);
  return { sql, values: (valores) => parameters.map((p) => (p instanceof Valor ? valores[p.nome as K] : p)) };
}

/** Runs a statement compiled once with this run's values; any Db: pool or transaction. */
export type Preparada<K extends string, R> = (db: Db, valores: Record<K, unknown>) => Promise<R[]>;

/** A hot read compiled once (`compilada`) and run as the named prepared statement `name` (decisoes/0005). */
export function preparada<K extends string, R>(
  name: string,
  nomes: readonly K[],
  build: (valores: Record<K, never>) => Compilable<R>,
): Preparada<K, R> {
  const { sql, values } = compilada(nomes, build);
  registrarPreparada(name, sql);
  return async (db, valores) =>
    (await db.executeQuery(CompiledQuery.raw(sql, values(valores)) as CompiledQuery<R>)).rows;
}

/** A statement as Kysely sends it, named when executarPreparada registered its text. */
function namedQuery<R>(client: pg.ClientBase, sql: string, parameters: ReadonlyArray<unknown>, onlyNamed = false) {
  const name = preparadas.get(sql);
  // A statement planned for no values must have been written for that (a generic pool's connection).
  if (onlyNamed && !name) throw new Error(`Só consultas preparadas usam planos genéricos: ${sql.slice(0, 80)}`);
  const values = [...parameters];
  const result = name ? client.query({ name, text: sql, values }) : client.query(sql, values);
  // pg types `command` as any string, Kysely as its known verbs: the same object at run time.
  return result as unknown as Promise<PostgresQueryResult<R>>;
}

/**
 * A connection as Kysely sees it: plain statements, named when executarPreparada registered their
 * text. The pool's and the transaction's differ only in `release` and in when they refuse to run.
 */
abstract class KyselyClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.ClientBase,
    private readonly onlyNamed = false,
  ) {}

  /** Throws when the connection must no longer run statements. */
  protected assertUsable(): void {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    this.assertUsable();
    // The CSV export's cursor is a DECLARE/FETCH statement (ExportRepository), not a pg cursor.
    if (typeof statement !== 'string') throw new Error('Cursores não são usados pelos repositórios.');
    return namedQuery<R>(this.client, statement, parameters, this.onlyNamed);
  }

  abstract release(): void;
}

/** A pool connection (the pool-backed Db). */
class NamedClient extends KyselyClient {
  constructor(
    private readonly pooled: pg.PoolClient,
    onlyNamed: boolean,
  ) {
    super(pooled, onlyNamed);
  }

  release(): void {
    this.pooled.release();
  }
}

/** The connection a Prisma transaction checked out, and whether Prisma has let it go. */
interface TransactionSlot {
  client?: pg.PoolClient;
  released: boolean;
}

const transactionSlot = new AsyncLocalStorage<TransactionSlot>();

/**
 * The app's pool. Inside `withTransactionSlot`, the first connection checked out (Prisma's BEGIN for
 * `$transaction`) is remembered, so a Kysely bound to it runs in that same transaction.
 */
export class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    const slot = transactionSlot.getStore();
    return super.connect().then((client) => {
      if (slot && !slot.client) claim(slot, client);
      return client;
    });
  }
}

function claim(slot: TransactionSlot, client: pg.PoolClient): void {
  slot.client = client;
  // pg-pool gives each checkout its own release(); wrapping it tells the bound Kysely the
  // transaction is over (commit, rollback or Prisma's timeout).
  const release = client.release;
  client.release = (error?: Error | boolean) => {
    slot.released = true;
    client.release = release;
    return release.call(client, error);
  };
}

/** Runs `start` (which opens a Prisma transaction) and gives `work` a Db bound to that transaction. */
export function withTransactionSlot<T>(start: (bound: () => Db) => Promise<T>): Promise<T> {
  const slot: TransactionSlot = { released: false };
  return transactionSlot.run(slot, () => start(() => boundDatabase(slot)));
}

function boundDatabase(slot: TransactionSlot): Db {
  const client = slot.client;
  if (!client) throw new Error('A transação do Prisma não usou o pool do app: Kysely não tem a conexão dela.');
  const bound = new BoundClient(slot, client);
  const pool: PostgresPool = { connect: async () => bound, end: async () => undefined, options: {} };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The transaction's connection: refuses statements once Prisma let it go. */
class BoundClient extends KyselyClient {
  constructor(
    private readonly slot: TransactionSlot,
    client: pg.PoolClient,
  ) {
    super(client);
  }

  protected override assertUsable(): void {
    if (this.slot.released) throw new Error('Transação já encerrada: a consulta não roda fora dela.');
  }

  /** The connection belongs to Prisma's transaction, which releases it. */
  release(): void {}
}
