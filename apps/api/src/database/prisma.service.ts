import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { TransactionPool } from './database.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/** The one Prisma client, over a pg pool that repositories may also query directly for hot paths. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  readonly pool: pg.Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const logger = new Logger('Database');
    const pool = new TransactionPool({
      connectionString: config.database.url,
      max: config.database.poolSize,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its server (database restart) emits 'error' on the pool; unhandled, it
    // would crash the process (prisma/orm#27641). The pool drops the client and reconnects later.
    pool.on('error', (error) => logger.warn(`Conexão com o banco perdida: ${error.message}`));
    // A client checked out of the pool (a transaction, an export cursor) has no pool listener: if
    // the server ends its connection between two queries, its 'error' event would crash the process
    // (seen under `npm run load -- --outage 5`). The query in flight still fails and answers 503.
    pool.on('connect', (client) =>
      client.on('error', (error) => logger.warn(`Conexão com o banco perdida: ${error.message}`)),
    );
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}
