import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Whether login `userId` (or customer `clienteId`) belongs to an anonymised customer, under a KEY
 * SHARE lock held until `db`'s transaction ends (SQL function titular_anonimizado, migration
 * 20261125190000). The anonymisation locks the customer's logins FOR UPDATE first, so a row about
 * the person written in the same transaction after this answered false is either seen and cleaned
 * by the anonymisation, or this waits for it and answers true. Call it inside a transaction.
 */
export async function titularAnonimizado(db: Db, userId?: number | null, clienteId?: number | null) {
  const { rows } = await sql<{ anonimizado: boolean }>`
    SELECT titular_anonimizado(${userId ?? null}::int, ${clienteId ?? null}::int) AS anonimizado`.execute(db);
  return rows[0]!.anonimizado;
}
