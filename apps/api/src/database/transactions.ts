import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import type { Tx } from './db.js';
import { withTransactionSlot, type Db } from './database.js';

/** For transactions that send an e-mail before committing: give SMTP time before Prisma gives up. */
export const MAIL_TRANSACTION = { timeout: 45_000, maxWait: 10_000 } as const;

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
    return withTransactionSlot((bound) => this.prisma.$transaction((tx) => work(tx, bound()), options));
  }
}
