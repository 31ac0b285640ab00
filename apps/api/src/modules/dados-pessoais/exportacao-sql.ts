import {
  ACOES_DO_CLIENTE,
  AUDITORIA_DO_CLIENTE,
  CONTATOS_DO_CLIENTE,
  ESCRITA_PELO_CLIENTE,
  USUARIOS_DO_CLIENTE,
} from './titular-sql.js';

/**
 * What the export shows of customer $1: its rows (reached by ids, see titular-sql.ts) as the
 * customer may see them. Quotations never sent are staff's work in progress (notes may be internal),
 * so drafts, their lines, history and audit entries stay out. Staff appear by role (`por`), never by
 * id, e-mail or IP; other customers' ids (a CSV batch's `clienteIds`) are dropped.
 */

/** Quotations the customer received. */
const ENVIADAS = 'SELECT id FROM cotacoes WHERE cliente_id = $1 AND enviada_em IS NOT NULL';
const RASCUNHOS = 'SELECT id::text FROM cotacoes WHERE cliente_id = $1 AND enviada_em IS NULL';

/** Quotation history from the moment it was sent (before that: drafting, revising, copying). */
const EVENTOS_VISIVEIS = [
  'enviada',
  'mensagem',
  'lembrete',
  'aceita',
  'recusada',
  'substituida',
  'cancelada',
  'expirada',
];

/** The role of user id `coluna` ('ADMIN', 'COMERCIAL', 'CLIENTE'); null for the system. */
const papel = (coluna: string) =>
  `(SELECT r.normalized_name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id::text = (${coluna})::text)`;

/**
 * An audit entry: as written when the customer's own login wrote it; otherwise who wrote it is a
 * role and a time, and only entries about the customer's record keep their before/after snapshot
 * (a quotation's snapshots are staff's drafting).
 */
const AUDITORIA = `jsonb_build_object('id', t.id, 'timestamp', t."timestamp", 'message', t.message, 'data',
  CASE WHEN ${ESCRITA_PELO_CLIENTE} THEN t.data - 'clienteIds'
  ELSE t.data - 'userId' - 'email' - 'ip' - 'clienteIds' - 'changes'
    || jsonb_build_object('por', ${papel("t.data->>'userId'")})
    || CASE WHEN t.data->>'action' IN (${ACOES_DO_CLIENTE.map((a) => `'${a}'`).join(', ')}) AND t.data ? 'changes'
         THEN jsonb_build_object('changes', t.data->'changes') ELSE '{}'::jsonb END
  END)`;

/** Every table of the export: its rows of customer $1, without secrets and derived search copies. */
export const TABELAS_DO_TITULAR: { tabela: string; colunas: string; onde: string }[] = [
  { tabela: 'clientes', colunas: "to_jsonb(t) - 'busca'", onde: 't.id = $1' },
  { tabela: 'clientes_busca', colunas: "to_jsonb(t) - 'busca'", onde: 't.id = $1' },
  { tabela: 'users', colunas: "to_jsonb(t) - 'password_hash'", onde: 't.cliente_id = $1' },
  { tabela: 'user_tokens', colunas: "to_jsonb(t) - 'token_hash'", onde: `t.user_id IN (${USUARIOS_DO_CLIENTE})` },
  { tabela: 'pedidos', colunas: 'to_jsonb(t)', onde: 't.cliente_id = $1' },
  {
    tabela: 'cotacoes',
    colunas: `to_jsonb(t) - 'cliente_busca' - 'vendedor_id' - 'enviada_por' - 'cancelada_por'`,
    onde: `t.id IN (${ENVIADAS})`,
  },
  { tabela: 'cotacao_itens', colunas: 'to_jsonb(t)', onde: `t.cotacao_id IN (${ENVIADAS})` },
  {
    tabela: 'cotacao_eventos',
    colunas: `to_jsonb(t) - 'usuario_id' || jsonb_build_object('por', ${papel('t.usuario_id')})`,
    onde: `t.cotacao_id IN (${ENVIADAS}) AND t.tipo IN (${EVENTOS_VISIVEIS.map((e) => `'${e}'`).join(', ')})`,
  },
  {
    // Questions and answers on the quotations it received (issue 26): staff by role, as in the history.
    tabela: 'cotacao_mensagens',
    colunas: `to_jsonb(t) - 'autor_id' || jsonb_build_object('por', ${papel('t.autor_id')})`,
    onde: `t.cotacao_id IN (${ENVIADAS})`,
  },
  { tabela: 'contatos', colunas: 'to_jsonb(t)', onde: `t.id IN (${CONTATOS_DO_CLIENTE})` },
  {
    tabela: 'audit_logs',
    colunas: AUDITORIA,
    onde: `${AUDITORIA_DO_CLIENTE} AND NOT (t.data->>'action' LIKE 'COTACAO\\_%' AND t.data->>'idObject' IN (${RASCUNHOS}))`,
  },
];
