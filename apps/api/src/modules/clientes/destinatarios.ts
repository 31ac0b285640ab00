import type { Destinatario } from '@portal/shared/dto';
import { sql } from 'kysely';
import type { Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { typedDb } from '../../database/typed-db.js';

/**
 * The one rule for who a customer's quotation e-mails go to (sending, reminders, and the list the
 * send dialog shows): its active logins and its billing address, one entry per address compared
 * case-insensitively, a login winning over the same billing address.
 */
export async function destinatariosDoCliente(db: Db | PrismaDb, clienteId: number): Promise<Destinatario[]> {
  const typed = typedDb(db);
  const logins = typed
    .selectFrom('users as u')
    .select(['u.email', 'u.name as nome', sql<boolean>`true`.as('temAcesso'), sql<number>`0`.as('ordem')])
    .where('u.cliente_id', '=', clienteId)
    .where('u.status', '=', 1);
  const faturamento = typed
    .selectFrom('clientes as k')
    .select(['k.email_faturamento as email', 'k.nome', sql<boolean>`false`.as('temAcesso'), sql<number>`1`.as('ordem')])
    .where('k.id', '=', clienteId)
    .where('k.email_faturamento', 'is not', null)
    .$narrowType<{ email: string }>();
  return typed
    .selectFrom(logins.unionAll(faturamento).as('d'))
    .select(['email', 'nome', 'temAcesso'])
    .distinctOn(sql`lower(email)`)
    .orderBy(sql`lower(email)`)
    .orderBy('ordem')
    .execute();
}
