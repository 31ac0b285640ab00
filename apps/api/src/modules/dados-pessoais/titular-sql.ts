import { sql, type RawBuilder } from 'kysely';
import { emailNormalizado } from '../../database/email-normalizado.js';
import { sqlText } from '../../database/sql-text.js';

/**
 * Which rows belong to a customer ("titular"), by ids only, shared by the export and the
 * anonymisation so both always reach the same rows. A row is the person's because an id recorded
 * when it was written says so (cliente_id, user_id, the quotation's or message's id), never because
 * its text looks like the person's: two people may share a street, a name or a typed e-mail.
 * `t` is the table's alias. Each piece is a Kysely `sql` fragment: the ids travel as typed parameters.
 */

/** A condition or subquery of the titular statements. */
export type Trecho = RawBuilder<unknown>;

/** An id as a typed parameter, or `sql.raw('$1')` for the text forms at the end of this file. */
export type Id = number | RawBuilder<number>;

/** The logins of customer `clienteId`. */
export const usuariosDoCliente = (clienteId: Id): RawBuilder<{ id: number }> =>
  sql`SELECT id FROM users WHERE cliente_id = ${clienteId}`;

/** Its quotations (drafts included). */
export const cotacoesDoCliente = (clienteId: Id): RawBuilder<{ id: number }> =>
  sql`SELECT id FROM cotacoes WHERE cliente_id = ${clienteId}`;

/** Fale conosco messages linked to it when they arrived (signed-in sender or confirmed login address). */
export const contatosDoCliente = (clienteId: Id): RawBuilder<{ id: number }> =>
  sql`SELECT id FROM contatos WHERE cliente_id = ${clienteId} OR user_id IN (${usuariosDoCliente(clienteId)})`;

/** Audit actions whose idObject is the customer. */
export const ACOES_DO_CLIENTE = [
  'CLIENTE_CREATED',
  'CLIENTE_UPDATED',
  'MEUS_DADOS_UPDATED',
  'PUBLIC_REGISTRATION',
  'EMAIL_CHANGE_REQUESTED',
];

/** Audit actions whose idObject is one of the customer's logins. */
export const ACOES_DO_USUARIO = [
  'LOGIN',
  'LOGIN_FAILED',
  'LOGOUT',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_SET',
  'PASSWORD_RESET',
  'EMAIL_CONFIRMED',
  'FORGOT_PASSWORD',
  'PUBLIC_REGISTRATION_EMAIL_EXISTS',
  'PASSWORD_RESET_CLI',
  'LOGIN_PASSWORD_CHANGE_REQUIRED',
  // Staff gave or took the contact's portal access: the entry names the contact (issue 26).
  'CLIENTE_ACESSO_CONCEDIDO',
  'CLIENTE_ACESSO_REVOGADO',
];

/**
 * Actions anyone can trigger by typing the person's address (no password): the entry is linked to
 * her login, but the IP is whoever typed it, so her export shows these without `ip`.
 */
export const ACOES_DE_QUALQUER_UM = [
  'FORGOT_PASSWORD',
  'LOGIN_FAILED',
  'PUBLIC_REGISTRATION_EMAIL_EXISTS',
  'LOGIN_THROTTLED',
];

/** Values as a SQL list of literals (fixed action and event names, never user input): plans see them. */
export const lista = (values: readonly string[]): RawBuilder<unknown> =>
  sql.join(values.map((value) => sql.lit(value)));

/** The audit entry's idObject is one of the ids `ids` selects. */
const idObjectEm = (ids: RawBuilder<{ id: number }>) => sql`t.data->>'idObject' IN (SELECT id::text FROM (${ids}) x)`;

/** The entry was written by one of the customer's logins (not by staff, not by the system). */
export const escritaPeloCliente = (clienteId: Id): Trecho =>
  sql`t.data->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = ${clienteId})`;

/**
 * Audit entries about the customer: about the customer or its logins, written by its logins, about
 * its quotations or its Fale conosco messages, and the reads of its record (DADOS_PESSOAIS_*).
 */
export const auditoriaDoCliente = (clienteId: Id): Trecho => sql`(
     t.data->>'clienteId' = (${clienteId}::int)::text
  OR t.data->'clienteIds' @> jsonb_build_array(${clienteId}::int)
  OR (t.data->>'idObject' = (${clienteId}::int)::text AND t.data->>'action' IN (${lista(ACOES_DO_CLIENTE)}))
  OR (${idObjectEm(usuariosDoCliente(clienteId))} AND t.data->>'action' IN (${lista(ACOES_DO_USUARIO)}))
  OR ${escritaPeloCliente(clienteId)}
  OR (${idObjectEm(cotacoesDoCliente(clienteId))} AND t.data->>'action' LIKE 'COTACAO\\_%')
  OR (${idObjectEm(contatosDoCliente(clienteId))} AND t.data->>'action' = 'CONTATO_RECEBIDO'))`;

/** Mail jobs queued with `owner` naming the customer or one of its logins (see MailQueue.enqueue); alias t. */
export const tarefasDoCliente = (
  clienteId: Id,
): Trecho => sql`(t.data->'owner'->>'clienteId' = (${clienteId}::int)::text
  OR t.data->'owner'->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = ${clienteId}))`;

/**
 * Whose "Excluir minha conta" anonymises the whole customer (issue 26): the titular of a pf
 * customer, i.e. its first login (the person who registered, or the first one staff gave access).
 * Any other login — every contact of a pj, an invited contact of a pf — erases only itself.
 */
export const exclusaoApagaOCliente = (userId: Id): RawBuilder<{ apaga: boolean }> => sql`SELECT c.tipo_pessoa = 'pf'
    AND NOT EXISTS (SELECT 1 FROM users o WHERE o.cliente_id = u.cliente_id AND o.id < u.id) AS apaga
  FROM users u JOIN clientes c ON c.id = u.cliente_id WHERE u.id = ${userId}`;

/**
 * Audit entries about a login alone: written by it, about it (its sign-ins, links, access given or
 * taken) or about its Fale conosco messages. The contact's erasure reaches these.
 */
export const auditoriaDoUsuario = (userId: Id): Trecho => sql`(
     t.data->>'userId' = (${userId}::int)::text
  OR (t.data->>'idObject' = (${userId}::int)::text AND t.data->>'action' IN (${lista(ACOES_DO_USUARIO)}))
  OR (t.data->>'action' = 'CONTATO_RECEBIDO'
      AND t.data->>'idObject' IN (SELECT id::text FROM contatos WHERE user_id = ${userId}::int)))`;

/**
 * A contact's e-mails in the queue (alias t): owned by the login (its questions, its links), and the
 * customer's e-mails addressed to its login address (quotations sent to it, which greet it by name).
 */
export const tarefasDoContato = (contato: { id: number; clienteId: number; email: string }): Trecho =>
  sql`t.data->'owner'->>'userId' = (${contato.id}::int)::text
  OR (t.data->'owner'->>'clienteId' = (${contato.clienteId}::int)::text AND ${emailNormalizado(sql`t.data->>'to'`)} = ${contato.email})`;

/** The customer's audit entries, its messages and its mail jobs as SQL text over $1 (psql, tests). */
const $1 = sql.raw<number>('$1');
export const AUDITORIA_DO_CLIENTE = sqlText(auditoriaDoCliente($1));
export const CONTATOS_DO_CLIENTE = sqlText(contatosDoCliente($1));
export const TAREFAS_DO_CLIENTE = sqlText(tarefasDoCliente($1));
