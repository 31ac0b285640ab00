import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { GENERIC_PLANS, TransactionPool } from './database.js';
import { ClienteVigiado } from './vigia-de-conexoes.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/** The one Prisma client, over a pg pool that repositories may also query directly for hot paths. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  readonly pool: pg.Pool;
  /** Connections planning every statement generically, for the named ones written for that (database.ts). */
  readonly genericPool: pg.Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const logger = new Logger('Database');
    const settings = {
      connectionString: config.database.url,
      max: config.database.poolSize,
      connectionTimeoutMillis: 5000,
      // A statement sent to a frozen PostgreSQL ends in at most 8 s (vigia-de-conexoes.ts); TCP
      // keepalive drops idle connections to a host that vanished from the network.
      Client: ClienteVigiado,
      keepAlive: true,
    };
    const pool = watched(new TransactionPool(settings), logger);
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
    // Opened only when such a statement runs (pg opens connections on demand).
    this.genericPool = watched(new pg.Pool({ ...settings, options: GENERIC_PLANS }), logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await Promise.all([this.pool.end(), this.genericPool.end()]);
  }
}

function watched<P extends pg.Pool>(pool: P, logger: Logger): P {
  // An idle client losing its server (database restart) emits 'error' on the pool; unhandled, it
  // would crash the process (prisma/orm#27641). The pool drops the client and reconnects later.
  pool.on('error', (error) => logger.warn(`Conexão com o banco perdida: ${error.message}`));
  // A client checked out of the pool (a transaction, an export cursor) has no pool listener: if
  // the server ends its connection between two queries, its 'error' event would crash the process
  // (seen under `npm run load -- --outage 5`). The query in flight still fails and answers 503.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn(`Conexão com o banco perdida: ${error.message}`)),
  );
  return pool;
}
