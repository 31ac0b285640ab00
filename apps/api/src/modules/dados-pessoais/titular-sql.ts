/**
 * SQL pieces that say which rows belong to a customer ("titular") $1, shared by the export and the
 * anonymisation so both always cover the same rows. `t` is the table's alias.
 */

/** The logins of customer $1. */
export const USUARIOS_DO_CLIENTE = 'SELECT id FROM users WHERE cliente_id = $1';

/** Audit actions whose idObject is the customer and whose `changes` describe the person. */
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
  'EMAIL_CONFIRMED',
  'FORGOT_PASSWORD',
  'PUBLIC_REGISTRATION_EMAIL_EXISTS',
];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** Audit entries about customer $1 or written by its logins (reads of the record included). */
export const AUDITORIA_DO_CLIENTE = `(
     t.data->>'clienteId' = ($1::int)::text
  OR t.data->'clienteIds' @> jsonb_build_array($1::int)
  OR (t.data->>'idObject' = ($1::int)::text AND t.data->>'action' IN (${list(ACOES_DO_CLIENTE)}))
  OR (t.data->>'idObject' IN (SELECT id::text FROM users WHERE cliente_id = $1)
      AND t.data->>'action' IN (${list(ACOES_DO_USUARIO)}))
  OR t.data->>'userId' IN (SELECT id::text FROM users WHERE cliente_id = $1)
  OR lower(t.data->>'email') IN (SELECT email FROM users WHERE cliente_id = $1))`;

/** The e-mails of customer $1: its logins' and its billing address. */
export const EMAILS_DO_CLIENTE = `SELECT email FROM users WHERE cliente_id = $1
  UNION SELECT lower(email_faturamento) FROM clientes WHERE id = $1 AND email_faturamento IS NOT NULL`;

/** Every table of the export: its rows of customer $1, without secrets and derived search copies. */
export const TABELAS_DO_TITULAR: { tabela: string; colunas: string; onde: string }[] = [
  { tabela: 'clientes', colunas: "to_jsonb(t) - 'busca'", onde: 't.id = $1' },
  { tabela: 'clientes_busca', colunas: "to_jsonb(t) - 'busca'", onde: 't.id = $1' },
  { tabela: 'users', colunas: "to_jsonb(t) - 'password_hash'", onde: 't.cliente_id = $1' },
  { tabela: 'user_tokens', colunas: "to_jsonb(t) - 'token_hash'", onde: `t.user_id IN (${USUARIOS_DO_CLIENTE})` },
  { tabela: 'pedidos', colunas: 'to_jsonb(t)', onde: 't.cliente_id = $1' },
  { tabela: 'cotacoes', colunas: "to_jsonb(t) - 'cliente_busca'", onde: 't.cliente_id = $1' },
  {
    tabela: 'cotacao_itens',
    colunas: 'to_jsonb(t)',
    onde: 't.cotacao_id IN (SELECT id FROM cotacoes WHERE cliente_id = $1)',
  },
  {
    tabela: 'cotacao_eventos',
    colunas: 'to_jsonb(t)',
    onde: `t.cotacao_id IN (SELECT id FROM cotacoes WHERE cliente_id = $1) OR t.usuario_id IN (${USUARIOS_DO_CLIENTE})`,
  },
  { tabela: 'contatos', colunas: 'to_jsonb(t)', onde: `lower(t.email) IN (${EMAILS_DO_CLIENTE})` },
  { tabela: 'audit_logs', colunas: 'to_jsonb(t)', onde: AUDITORIA_DO_CLIENTE },
];
