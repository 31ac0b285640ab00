import type { Destinatario, MotivoSemResposta } from '@portal/shared/dto';
import { sql } from 'kysely';
import type { Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { typedDb } from '../../database/typed-db.js';
import type { ContasExcluidas } from '../accounts/index.js';
import { emailNormalizado } from '../../database/email-normalizado.js';

/**
 * The one rule for who a customer's quotation e-mails go to (sending, reminders, and the list the
 * send dialog shows): its active logins and its billing address, one entry per address compared
 * case-insensitively, a login winning over the same billing address. Each says whether it can
 * answer in the portal (`motivo` null) or why not: the billing address is another account's login
 * (another customer's contact, or staff), a revoked login of this customer, or the address of
 * someone who deleted their own account (`excluidas`, kept as an HMAC, not in SQL's reach).
 */
export async function destinatariosDoCliente(
  db: Db | PrismaDb,
  clienteId: number,
  excluidas: Pick<ContasExcluidas, 'dentre'>,
): Promise<Destinatario[]> {
  const typed = typedDb(db);
  const logins = typed
    .selectFrom('users as u')
    .select([
      'u.email',
      'u.name as nome',
      sql<boolean>`true`.as('temAcesso'),
      sql<MotivoSemResposta | null>`null`.as('motivo'),
      sql<number>`0`.as('ordem'),
    ])
    .where('u.cliente_id', '=', clienteId)
    .where('u.status', '=', 1);
  // Logins are stored lower-cased and trimmed (the unique index on users.email finds it).
  const faturamento = typed
    .selectFrom('clientes as k')
    .leftJoin('users as o', (join) => join.on('o.email', '=', emailNormalizado(sql.ref('k.email_faturamento'))))
    .select([
      'k.email_faturamento as email',
      'k.nome',
      sql<boolean>`false`.as('temAcesso'),
      sql<MotivoSemResposta | null>`CASE WHEN o.id IS NULL THEN NULL
        WHEN o.cliente_id IS DISTINCT FROM k.id THEN 'login-de-outra-conta'
        WHEN o.status <> 1 THEN 'acesso-revogado' END`.as('motivo'),
      sql<number>`1`.as('ordem'),
    ])
    .where('k.id', '=', clienteId)
    .where('k.email_faturamento', 'is not', null)
    .$narrowType<{ email: string }>();
  const lista = await typed
    .selectFrom(logins.unionAll(faturamento).as('d'))
    .select(['email', 'nome', 'temAcesso', 'motivo'])
    .distinctOn(sql`lower(email)`)
    .orderBy(sql`lower(email)`)
    .orderBy('ordem')
    .execute();
  // An address with no login at all: invited by the e-mail, unless its holder deleted their account.
  const semLogin = lista.filter((d) => !d.temAcesso && d.motivo === null).map((d) => d.email);
  const apagadas = await excluidas.dentre(semLogin, typed);
  return lista.map((d) => (apagadas.has(d.email) ? { ...d, motivo: 'conta-excluida' } : d));
}
