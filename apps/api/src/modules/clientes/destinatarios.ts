import type { Destinatario } from '@portal/shared/dto';
import type { Db } from '../../database/db.js';

/**
 * The one rule for who a customer's quotation e-mails go to (sending, reminders, and the list the
 * send dialog shows): its active logins and its billing address, one entry per address compared
 * case-insensitively, a login winning over the same billing address.
 */
export function destinatariosDoCliente(db: Db, clienteId: number): Promise<Destinatario[]> {
  return db.$queryRawUnsafe<Destinatario[]>(
    `SELECT DISTINCT ON (lower(email)) email, nome, "temAcesso" FROM (
       SELECT u.email, u.name AS nome, true AS "temAcesso", 0 AS ordem
         FROM users u WHERE u.cliente_id = $1::int AND u.status = 1
       UNION ALL
       SELECT k.email_faturamento, k.nome, false, 1 FROM clientes k
        WHERE k.id = $1::int AND k.email_faturamento IS NOT NULL
     ) d ORDER BY lower(email), ordem`,
    clienteId,
  );
}
