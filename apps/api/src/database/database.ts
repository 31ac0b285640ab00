import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Kysely,
  PostgresDialect,
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
export class AppDatabase extends Kysely<Database> {}

export function poolDatabase(pool: pg.Pool): AppDatabase {
  return new AppDatabase({ dialect: new PostgresDialect({ pool }) });
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

/**
 * The Db of the transaction Transactions.run opened around this call. For functions moved to Kysely
 * whose callers (still on Prisma) hand them only the Prisma transaction client.
 */
export function currentTransactionDb(): Db {
  const slot = transactionSlot.getStore();
  if (!slot) throw new Error('Fora de Transactions.run: não há transação para a consulta.');
  return boundDatabase(slot);
}

function boundDatabase(slot: TransactionSlot): Db {
  const client = slot.client;
  if (!client) throw new Error('A transação do Prisma não usou o pool do app: Kysely não tem a conexão dela.');
  const bound = new BoundClient(slot, client);
  const pool: PostgresPool = { connect: async () => bound, end: async () => undefined, options: {} };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The transaction's connection as Kysely sees it: refuses statements once Prisma let it go. */
class BoundClient implements PostgresPoolClient {
  constructor(
    private readonly slot: TransactionSlot,
    private readonly client: pg.PoolClient,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (this.slot.released) throw new Error('Transação já encerrada: a consulta não roda fora dela.');
    if (typeof statement !== 'string') throw new Error('Cursores não são usados dentro de Transactions.run.');
    // pg types `command` as any string, Kysely as its known verbs: the same object at run time.
    return this.client.query(statement, [...parameters]) as unknown as Promise<PostgresQueryResult<R>>;
  }

  /** The connection belongs to Prisma's transaction, which releases it. */
  release(): void {}
}
