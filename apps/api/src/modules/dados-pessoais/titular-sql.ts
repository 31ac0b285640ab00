/**
 * Which rows belong to a customer ("titular") $1, by ids only, shared by the export and the
 * anonymisation so both always reach the same rows. A row is the person's because an id recorded
 * when it was written says so (cliente_id, user_id, the quotation's or message's id), never because
 * its text looks like the person's: two people may share a street, a name or a typed e-mail.
 * `t` is the table's alias.
 */

/** The logins of customer $1. */
export const USUARIOS_DO_CLIENTE = 'SELECT id FROM users WHERE cliente_id = $1';

/** Its quotations (drafts included). */
export const COTACOES_DO_CLIENTE = 'SELECT id FROM cotacoes WHERE cliente_id = $1';

/** Fale conosco messages linked to it when they arrived (signed-in sender or confirmed login address). */
export const CONTATOS_DO_CLIENTE = `SELECT id FROM contatos WHERE cliente_id = $1 OR user_id IN (${USUARIOS_DO_CLIENTE})`;

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

/** Values as a SQL list of literals (fixed action names, never user input). */
export const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');
const idObjectEm = (ids: string) => `t.data->>'idObject' IN (SELECT id::text FROM (${ids}) x)`;

/**
 * Audit entries about customer $1: about the customer or its logins, written by its logins, about its
 * quotations or its Fale conosco messages, and the reads of its record (DADOS_PESSOAIS_*).
 */
export const AUDITORIA_DO_CLIENTE = `(
     t.data->>'clienteId' = ($1::int)::text
  OR t.data->'clienteIds' @> jsonb_build_array($1::int)
  OR (t.data->>'idObject' = ($1::int)::text AND t.data->>'action' IN (${list(ACOES_DO_CLIENTE)}))
  OR (${idObjectEm(USUARIOS_DO_CLIENTE)} AND t.data->>'action' IN (${list(ACOES_DO_USUARIO)}))
  OR t.data->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = $1)
  OR (${idObjectEm(COTACOES_DO_CLIENTE)} AND t.data->>'action' LIKE 'COTACAO\\_%')
  OR (${idObjectEm(CONTATOS_DO_CLIENTE)} AND t.data->>'action' = 'CONTATO_RECEBIDO'))`;

/** The entry was written by one of the customer's logins (not by staff, not by the system). */
export const ESCRITA_PELO_CLIENTE = `t.data->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = $1)`;

/** Mail jobs queued with `owner` naming the customer or one of its logins (see MailQueue.enqueue); alias t. */
export const TAREFAS_DO_CLIENTE = `(t.data->'owner'->>'clienteId' = ($1::int)::text
  OR t.data->'owner'->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = $1))`;

/**
 * Whose "Excluir minha conta" anonymises the whole customer (issue 26): the titular of a pf
 * customer, i.e. its first login (the person who registered, or the first one staff gave access).
 * Any other login — every contact of a pj, an invited contact of a pf — erases only itself.
 * $1 is the login.
 */
export const EXCLUSAO_APAGA_O_CLIENTE = `SELECT c.tipo_pessoa = 'pf'
    AND NOT EXISTS (SELECT 1 FROM users o WHERE o.cliente_id = u.cliente_id AND o.id < u.id) AS apaga
  FROM users u JOIN clientes c ON c.id = u.cliente_id WHERE u.id = $1`;

/**
 * Audit entries about login $1 alone: written by it, about it (its sign-ins, links, access given or
 * taken) or about its Fale conosco messages. The contact's erasure reaches these.
 */
export const AUDITORIA_DO_USUARIO = `(
     t.data->>'userId' = ($1::int)::text
  OR (t.data->>'idObject' = ($1::int)::text AND t.data->>'action' IN (${list(ACOES_DO_USUARIO)}))
  OR (t.data->>'action' = 'CONTATO_RECEBIDO'
      AND t.data->>'idObject' IN (SELECT id::text FROM contatos WHERE user_id = $1::int)))`;

/**
 * A contact's e-mails in the queue (alias t; $1 login, $2 customer, $3 lower-case address): owned by
 * the login (its questions, its links), and the customer's e-mails addressed to its login address
 * (quotations sent to it, which greet it by name).
 */
export const TAREFAS_DO_CONTATO = `t.data->'owner'->>'userId' = ($1::int)::text
  OR (t.data->'owner'->>'clienteId' = ($2::int)::text AND lower(t.data->>'to') = $3)`;
