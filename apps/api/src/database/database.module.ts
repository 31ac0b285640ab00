import { Global, Module } from '@nestjs/common';
import { AppDatabase, poolDatabase } from './database.js';
import { PrismaService } from './prisma.service.js';
import { Transactions } from './transactions.js';

@Global()
@Module({
  providers: [
    PrismaService,
    Transactions,
    // Kysely over Prisma's own pool: one set of connections; PrismaService ends the pool.
    {
      provide: AppDatabase,
      useFactory: (prisma: PrismaService) => poolDatabase(prisma.pool, prisma.genericPool),
      inject: [PrismaService],
    },
  ],
  exports: [PrismaService, Transactions, AppDatabase],
})
export class DatabaseModule {}
