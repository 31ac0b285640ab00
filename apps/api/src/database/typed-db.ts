import { Kysely } from 'kysely';
import { poolDatabase, type AppDatabase, type Db } from './database.js';
import type { Db as PrismaDb } from './db.js';
import { PrismaService } from './prisma.service.js';
import { dbDaTransacao } from './transactions.js';

const poolDatabases = new WeakMap<PrismaService, AppDatabase>();

/**
 * The Db for what a caller still on Prisma hands over (decisoes/0008): a Db as it is, the shared client
 * as the pool's Db, a Prisma transaction as the Db bound to that same transaction.
 */
export function typedDb(db: Db | PrismaDb): Db {
  if (db instanceof Kysely) return db;
  if (!(db instanceof PrismaService)) return dbDaTransacao(db);
  let pool = poolDatabases.get(db);
  if (!pool) poolDatabases.set(db, (pool = poolDatabase(db.pool, db.genericPool)));
  return pool;
}
