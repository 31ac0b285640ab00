import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import type { Tx } from './db.js';
import { withTransactionSlot, type Db } from './database.js';

/** For transactions that send an e-mail before committing: give SMTP time before Prisma gives up. */
export const MAIL_TRANSACTION = { timeout: 45_000, maxWait: 10_000 } as const;

// The Kysely Db of each open transaction, by its Prisma client: for code still handed only `tx`.
const kyselyDe = new WeakMap<Tx, Db>();

/**
 * The typed Db of the transaction whose Prisma client is `tx` (opened by Transactions.run): for the
 * callers that still hold only `tx` while the mail queue and the audit trail are on Prisma.
 */
export function dbDaTransacao(tx: Tx): Db {
  const db = kyselyDe.get(tx);
  if (!db) throw new Error('Transação aberta fora de Transactions.run: sem o Db dela.');
  return db;
}

/** Opens transactions for services, which never hold the Prisma client themselves. */
@Injectable()
export class Transactions {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * One transaction, seen two ways: `tx` for the modules still on Prisma (audit, accounts, mail) and
   * `db`, a Kysely Db on the same connection, for the typed repositories. Both commit or roll back
   * together (decisoes/0008).
   */
  run<T>(work: (tx: Tx, db: Db) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T> {
    return withTransactionSlot((bound) =>
      this.prisma.$transaction((tx) => {
        const db = bound();
        kyselyDe.set(tx, db);
        return work(tx, db);
      }, options),
    );
  }
}
