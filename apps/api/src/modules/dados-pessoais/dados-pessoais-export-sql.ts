import { sql } from 'kysely';
import type { CotacaoEventoTipo } from '@portal/shared/cotacoes';
import type { Database } from '../../database/schema.generated.js';
import {
  ACOES_DE_QUALQUER_UM,
  ACOES_DO_CLIENTE,
  ACOES_DO_USUARIO,
  auditoriaDoCliente,
  contatosDoCliente,
  escritaPeloCliente,
  lista,
  usuariosDoCliente,
  type Trecho,
} from './titular-sql.js';

/**
 * What the export shows of a customer: its rows (reached by ids, see titular-sql.ts) as the
 * customer may see them. Quotations never sent are staff's work in progress (notes may be internal),
 * so drafts, their lines, history and audit entries stay out. Staff appear by role (`por`), never by
 * id, e-mail or IP; other customers' ids (a CSV batch's `clienteIds`) are dropped.
 */

/** Quotations the customer received. */
const enviadas = (clienteId: number) =>
  sql`SELECT id FROM cotacoes WHERE cliente_id = ${clienteId} AND enviada_em IS NOT NULL`;
const rascunhos = (clienteId: number) =>
  sql`SELECT id::text FROM cotacoes WHERE cliente_id = ${clienteId} AND enviada_em IS NULL`;

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
const CONTATOS_SEM_SESSAO = sql`SELECT id::text FROM contatos WHERE NOT com_sessao`;
const CONTATO = sql`CASE WHEN t.com_sessao THEN to_jsonb(t) - 'com_sessao' || '{"enviadaSemSessao": false}'::jsonb
  ELSE jsonb_build_object('id', t.id, 'email', t.email, 'criado_em', t.criado_em, 'user_id', t.user_id,
    'cliente_id', t.cliente_id, 'enviadaSemSessao', true) END`;

/** The role of user id `coluna` ('ADMIN', 'COMERCIAL', 'CLIENTE'); null for the system. */
const papel = (coluna: Trecho) =>
  sql`(SELECT r.normalized_name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id::text = (${coluna})::text)`;

/**
 * An audit entry: as written when the customer's own login wrote it; otherwise who wrote it is a
 * role and a time, and only entries about the customer's record keep their before/after snapshot
 * (a quotation's snapshots are staff's drafting).
 */
const auditoria = (clienteId: number) => sql`jsonb_build_object('id', t.id, 'timestamp', t."timestamp", 'message',
  CASE WHEN t.data->>'action' = 'CONTATO_RECEBIDO' AND t.data->>'idObject' IN (${CONTATOS_SEM_SESSAO})
    THEN split_part(t.message, ':', 1) ELSE t.message END, 'data',
  CASE WHEN ${escritaPeloCliente(clienteId)} THEN t.data - 'clienteIds'
    - CASE WHEN t.data->>'action' IN (${lista(ACOES_DE_QUALQUER_UM)}) THEN 'ip' ELSE '' END
  ELSE t.data - 'userId' - 'email' - 'ip' - 'clienteIds' - 'changes'
    || jsonb_build_object('por', ${papel(sql`t.data->>'userId'`)})
    || CASE WHEN t.data->>'action' IN (${lista(ACOES_DO_CLIENTE)}) AND t.data ? 'changes'
         THEN jsonb_build_object('changes', t.data->'changes') ELSE '{}'::jsonb END
  END)`;

/** Who downloads: staff (the whole customer) or one of its logins (`userId`). */
export interface Titular {
  clienteId: number;
}
export interface Login extends Titular {
  userId: number;
}

export interface TabelaExportada<Q extends Titular = Titular> {
  tabela: keyof Database;
  /** The exported row (alias t), a jsonb value. */
  colunas: (quem: Q) => Trecho;
  onde: (quem: Q) => Trecho;
  /** The key the export pages on (constant SQL); `t.id` unless the table's key is another column. */
  chave?: 't.cotacao_id';
}

const linha = sql`to_jsonb(t)`;
const sempre = (trecho: Trecho) => () => trecho;

/** Every table of the export: its rows of the customer, without secrets and derived search copies. */
export const TABELAS_DO_TITULAR: TabelaExportada[] = [
  { tabela: 'clientes', colunas: sempre(sql`to_jsonb(t) - 'busca'`), onde: (q) => sql`t.id = ${q.clienteId}` },
  { tabela: 'clientes_busca', colunas: sempre(sql`to_jsonb(t) - 'busca'`), onde: (q) => sql`t.id = ${q.clienteId}` },
  {
    tabela: 'users',
    colunas: sempre(sql`to_jsonb(t) - 'password_hash'`),
    onde: (q) => sql`t.cliente_id = ${q.clienteId}`,
  },
  {
    tabela: 'user_tokens',
    colunas: sempre(sql`to_jsonb(t) - 'token_hash'`),
    onde: (q) => sql`t.user_id IN (${usuariosDoCliente(q.clienteId)})`,
  },
  { tabela: 'pedidos', colunas: sempre(linha), onde: (q) => sql`t.cliente_id = ${q.clienteId}` },
  {
    tabela: 'cotacoes',
    colunas: sempre(sql`to_jsonb(t) - 'cliente_busca' - 'vendedor_id' - 'enviada_por' - 'cancelada_por'`),
    onde: (q) => sql`t.id IN (${enviadas(q.clienteId)})`,
  },
  { tabela: 'cotacao_itens', colunas: sempre(linha), onde: (q) => sql`t.cotacao_id IN (${enviadas(q.clienteId)})` },
  // The acceptance certificates (issue 29): who accepted, when, from where, the sent PDF's hash.
  {
    tabela: 'cotacao_aceites',
    colunas: sempre(linha),
    onde: (q) => sql`t.cotacao_id IN (${enviadas(q.clienteId)})`,
    chave: 't.cotacao_id',
  },
  {
    tabela: 'cotacao_eventos',
    colunas: sempre(sql`to_jsonb(t) - 'usuario_id' || jsonb_build_object('por', ${papel(sql`t.usuario_id`)})`),
    onde: (q) => sql`t.cotacao_id IN (${enviadas(q.clienteId)}) AND t.tipo IN (${lista(EVENTOS_VISIVEIS)})`,
  },
  {
    // Questions and answers on the quotations it received (issue 26): staff by role, as in the history.
    tabela: 'cotacao_mensagens',
    colunas: sempre(sql`to_jsonb(t) - 'autor_id' || jsonb_build_object('por', ${papel(sql`t.autor_id`)})`),
    onde: (q) => sql`t.cotacao_id IN (${enviadas(q.clienteId)})`,
  },
  { tabela: 'contatos', colunas: sempre(CONTATO), onde: (q) => sql`t.id IN (${contatosDoCliente(q.clienteId)})` },
  {
    tabela: 'audit_logs',
    colunas: (q) => auditoria(q.clienteId),
    onde: (q) =>
      sql`${auditoriaDoCliente(q.clienteId)} AND NOT (t.data->>'action' LIKE 'COTACAO\\_%' AND t.data->>'idObject' IN (${rascunhos(q.clienteId)}))`,
  },
];

/** The other logins of the customer than this one. */
const outrosLogins = (q: Login) =>
  sql`SELECT id::text FROM users WHERE cliente_id = ${q.clienteId} AND id <> ${q.userId}::int`;

/**
 * An audit entry about another login of the customer: written by it, about its account, or about a
 * Fale conosco message that is not this login's. (coalesce: a missing key is "no", never "unknown".)
 */
const deOutroLogin = (q: Login) => sql`(coalesce(t.data->>'userId' IN (${outrosLogins(q)}), false)
  OR coalesce(t.data->>'idObject' IN (${outrosLogins(q)}) AND t.data->>'action' IN (${lista(ACOES_DO_USUARIO)}), false)
  OR (t.data->>'action' = 'CONTATO_RECEBIDO'
      AND NOT coalesce(t.data->>'idObject' IN (SELECT id::text FROM contatos WHERE user_id = ${q.userId}::int), false)))`;

/**
 * What a login of the customer downloads in Meus Dados (issue 26): its own rows (its login, links,
 * Fale conosco messages, the audit entries about it) and the customer's as it may see them in the
 * portal (the record, quotations, orders, the threads) — never another contact's personal data:
 * another login's row, messages, entries and the IP from which it accepted stay out.
 */
export const TABELAS_DO_USUARIO: TabelaExportada<Login>[] = TABELAS_DO_TITULAR.map(
  (definicao): TabelaExportada<Login> => {
    switch (definicao.tabela) {
      case 'users':
        return { ...definicao, onde: (q) => sql`${definicao.onde(q)} AND t.id = ${q.userId}::int` };
      case 'user_tokens':
      case 'contatos':
        return { ...definicao, onde: (q) => sql`${definicao.onde(q)} AND t.user_id = ${q.userId}::int` };
      case 'cotacoes':
        return {
          ...definicao,
          colunas: (q) =>
            sql`(${definicao.colunas(q)}) - CASE WHEN t.respondida_por = ${q.userId}::int THEN '' ELSE 'aceite_ip' END`,
        };
      case 'cotacao_aceites':
        // Another contact's acceptance: the certificate without that contact's name, e-mail, IP and browser.
        return {
          ...definicao,
          colunas: (
            q,
          ) => sql`(${definicao.colunas(q)}) - CASE WHEN coalesce(t.usuario_id = ${q.userId}::int, false) THEN '{}'::text[]
          ELSE ARRAY['nome', 'email', 'ip', 'user_agent'] END`,
        };
      case 'cotacao_eventos':
        // Another contact's acceptance records its IP in the detail; a sending, every recipient's address.
        return {
          ...definicao,
          colunas: (
            q,
          ) => sql`(${definicao.colunas(q)}) - CASE WHEN t.usuario_id::text IN (${outrosLogins(q)}) OR t.tipo = 'enviada'
          THEN 'detalhe' ELSE '' END`,
        };
      case 'audit_logs':
        return { ...definicao, onde: (q) => sql`${definicao.onde(q)} AND NOT ${deOutroLogin(q)}` };
      default:
        return definicao;
    }
  },
);
