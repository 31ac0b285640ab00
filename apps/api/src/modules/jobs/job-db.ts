import type { Prisma } from '../../generated/prisma/client.js';

/** Prisma's interactive transaction client: what repositories pass around as `db`. */
export type Db = Prisma.TransactionClient;
