import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { typedDb } from '../../database/typed-db.js';

@Injectable()
export class AuditRepository {
  constructor(private readonly db: AppDatabase) {}

  /** `db`: a Db, or the Prisma transaction of a module still on Prisma (the same transaction, decisoes/0008). */
  async insert(message: string, data: Record<string, unknown>, db: Db | PrismaDb = this.db): Promise<void> {
    await typedDb(db)
      .insertInto('audit_logs')
      .values({ message, data: JSON.stringify(data) })
      .execute();
  }
}
