import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { LinkPurpose } from './link-token.js';

export interface StoredLink {
  id: number;
  userId: number;
  purpose: string;
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

@Injectable()
export class UserTokensRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    link: { userId: number; purpose: LinkPurpose; tokenHash: string; expiresAt: Date; email?: string },
    db: Db = this.prisma,
  ): Promise<number> {
    const row = await db.userToken.create({ data: link, select: { id: true } });
    return row.id;
  }

  async delete(id: number, db: Db = this.prisma): Promise<void> {
    await db.userToken.deleteMany({ where: { id } });
  }

  /** Voids the unused links of these purposes, except `keepId` (the one just sent). */
  async voidUnused(userId: number, purposes: LinkPurpose[], keepId?: number, db: Db = this.prisma): Promise<void> {
    await db.userToken.deleteMany({
      where: { userId, purpose: { in: purposes }, usedAt: null, ...(keepId ? { id: { not: keepId } } : {}) },
    });
  }

  findByHash(tokenHash: string, db: Db = this.prisma): Promise<StoredLink | null> {
    return db.userToken.findUnique({
      where: { tokenHash },
      select: { id: true, userId: true, purpose: true, email: true, expiresAt: true, usedAt: true },
    });
  }

  /** Spends a link; false when another request spent it first (single use under concurrency). */
  async markUsed(id: number, at: Date, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.userToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: at } });
    return count === 1;
  }

  /** Links expired before `before`, used or not: nothing can be done with them any more. */
  async purgeExpired(before: Date): Promise<number> {
    const { count } = await this.prisma.userToken.deleteMany({ where: { expiresAt: { lt: before } } });
    return count;
  }
}
