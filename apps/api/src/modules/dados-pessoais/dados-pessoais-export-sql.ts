import type { CotacaoEventoTipo } from '@portal/shared/cotacoes';
import {
  ACOES_DE_QUALQUER_UM,
  ACOES_DO_CLIENTE,
  ACOES_DO_USUARIO,
  AUDITORIA_DO_CLIENTE,
  CONTATOS_DO_CLIENTE,
  ESCRITA_PELO_CLIENTE,
  list,
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
const EVENTOS_VISIVEIS: CotacaoEventoTipo[] = [
  'enviada',
  'mensagem',
  'lembrete',
  'aceita',
  'recusada',
  'substituida',
  'cancelada',
  'expirada',
];

/**
 * Fale conosco messages linked by a typed confirmed address, not by a session: anyone may have sent
 * them, so the export says only that one arrived, when and to which address (`enviadaSemSessao`),
 * never the sender's name, phone, text or IP; the message of its audit entry is cut to what happened.
 */
const CONTATOS_SEM_SESSAO = `SELECT id::text FROM contatos WHERE NOT com_sessao`;
const CONTATO = `CASE WHEN t.com_sessao THEN to_jsonb(t) - 'com_sessao' || '{"enviadaSemSessao": false}'::jsonb
  ELSE jsonb_build_object('id', t.id, 'email', t.email, 'criado_em', t.criado_em, 'user_id', t.user_id,
    'cliente_id', t.cliente_id, 'enviadaSemSessao', true) END`;

/** The role of user id `coluna` ('ADMIN', 'COMERCIAL', 'CLIENTE'); null for the system. */
const papel = (coluna: string) =>
  `(SELECT r.normalized_name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id::text = (${coluna})::text)`;

/**
 * An audit entry: as written when the customer's own login wrote it; otherwise who wrote it is a
 * role and a time, and only entries about the customer's record keep their before/after snapshot
 * (a quotation's snapshots are staff's drafting).
 */
const AUDITORIA = `jsonb_build_object('id', t.id, 'timestamp', t."timestamp", 'message',
  CASE WHEN t.data->>'action' = 'CONTATO_RECEBIDO' AND t.data->>'idObject' IN (${CONTATOS_SEM_SESSAO})
    THEN split_part(t.message, ':', 1) ELSE t.message END, 'data',
  CASE WHEN ${ESCRITA_PELO_CLIENTE} THEN t.data - 'clienteIds'
    - CASE WHEN t.data->>'action' IN (${list(ACOES_DE_QUALQUER_UM)}) THEN 'ip' ELSE '' END
  ELSE t.data - 'userId' - 'email' - 'ip' - 'clienteIds' - 'changes'
    || jsonb_build_object('por', ${papel("t.data->>'userId'")})
    || CASE WHEN t.data->>'action' IN (${list(ACOES_DO_CLIENTE)}) AND t.data ? 'changes'
         THEN jsonb_build_object('changes', t.data->'changes') ELSE '{}'::jsonb END
  END)`;

export interface TabelaExportada {
  tabela: string;
  colunas: string;
  onde: string;
  /** The key the export pages on (constant SQL); `t.id` unless the table's key is another column. */
  chave?: string;
}

/** Every table of the export: its rows of customer $1, without secrets and derived search copies. */
export const TABELAS_DO_TITULAR: TabelaExportada[] = [
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
  // The acceptance certificates (issue 29): who accepted, when, from where, the sent PDF's hash.
  {
    tabela: 'cotacao_aceites',
    colunas: 'to_jsonb(t)',
    onde: `t.cotacao_id IN (${ENVIADAS})`,
    chave: 't.cotacao_id',
  },
  {
    tabela: 'cotacao_eventos',
    colunas: `to_jsonb(t) - 'usuario_id' || jsonb_build_object('por', ${papel('t.usuario_id')})`,
    onde: `t.cotacao_id IN (${ENVIADAS}) AND t.tipo IN (${list(EVENTOS_VISIVEIS)})`,
  },
  {
    // Questions and answers on the quotations it received (issue 26): staff by role, as in the history.
    tabela: 'cotacao_mensagens',
    colunas: `to_jsonb(t) - 'autor_id' || jsonb_build_object('por', ${papel('t.autor_id')})`,
    onde: `t.cotacao_id IN (${ENVIADAS})`,
  },
  { tabela: 'contatos', colunas: CONTATO, onde: `t.id IN (${CONTATOS_DO_CLIENTE})` },
  {
    tabela: 'audit_logs',
    colunas: AUDITORIA,
    onde: `${AUDITORIA_DO_CLIENTE} AND NOT (t.data->>'action' LIKE 'COTACAO\\_%' AND t.data->>'idObject' IN (${RASCUNHOS}))`,
  },
];

/** The other logins of customer $1 than login $3. */
const OUTROS_LOGINS = 'SELECT id::text FROM users WHERE cliente_id = $1 AND id <> $3::int';

/**
 * An audit entry about another login of the customer: written by it, about its account, or about a
 * Fale conosco message that is not login $3's. (coalesce: a missing key is "no", never "unknown".)
 */
const DE_OUTRO_LOGIN = `(coalesce(t.data->>'userId' IN (${OUTROS_LOGINS}), false)
  OR coalesce(t.data->>'idObject' IN (${OUTROS_LOGINS}) AND t.data->>'action' IN (${list(ACOES_DO_USUARIO)}), false)
  OR (t.data->>'action' = 'CONTATO_RECEBIDO'
      AND NOT coalesce(t.data->>'idObject' IN (SELECT id::text FROM contatos WHERE user_id = $3::int), false)))`;

/**
 * What login $3 of customer $1 downloads in Meus Dados (issue 26): its own rows (its login, links,
 * Fale conosco messages, the audit entries about it) and the customer's as it may see them in the
 * portal (the record, quotations, orders, the threads) — never another contact's personal data:
 * another login's row, messages, entries and the IP from which it accepted stay out.
 */
export const TABELAS_DO_USUARIO: TabelaExportada[] = TABELAS_DO_TITULAR.map((definicao) => {
  switch (definicao.tabela) {
    case 'users':
      return { ...definicao, onde: `${definicao.onde} AND t.id = $3::int` };
    case 'user_tokens':
    case 'contatos':
      return { ...definicao, onde: `${definicao.onde} AND t.user_id = $3::int` };
    case 'cotacoes':
      return {
        ...definicao,
        colunas: `(${definicao.colunas}) - CASE WHEN t.respondida_por = $3::int THEN '' ELSE 'aceite_ip' END`,
      };
    case 'cotacao_aceites':
      // Another contact's acceptance: the certificate without that contact's name, e-mail, IP and browser.
      return {
        ...definicao,
        colunas: `(${definicao.colunas}) - CASE WHEN coalesce(t.usuario_id = $3::int, false) THEN '{}'::text[]
          ELSE ARRAY['nome', 'email', 'ip', 'user_agent'] END`,
      };
    case 'cotacao_eventos':
      // Another contact's acceptance records its IP in the detail; a sending, every recipient's address.
      return {
        ...definicao,
        colunas: `(${definicao.colunas}) - CASE WHEN t.usuario_id::text IN (${OUTROS_LOGINS}) OR t.tipo = 'enviada'
          THEN 'detalhe' ELSE '' END`,
      };
    case 'audit_logs':
      return { ...definicao, onde: `${definicao.onde} AND NOT ${DE_OUTRO_LOGIN}` };
    default:
      return definicao;
  }
});
