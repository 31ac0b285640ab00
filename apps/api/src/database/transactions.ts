import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import type { Tx } from './db.js';

/** For transactions that send an e-mail before committing: give SMTP time before Prisma gives up. */
export const MAIL_TRANSACTION = { timeout: 45_000, maxWait: 10_000 } as const;

/** Opens transactions for services, which never hold the Prisma client themselves. */
@Injectable()
export class Transactions {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(work: (tx: Tx) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T> {
    return this.prisma.$transaction(work, options);
  }
}
