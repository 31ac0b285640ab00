import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';

@Injectable()
export class AuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  async insert(message: string, data: Prisma.InputJsonValue, db: Db = this.prisma): Promise<void> {
    await db.auditLog.create({ data: { message, data } });
  }
}
