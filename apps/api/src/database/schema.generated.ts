// Generated from the migrated database by src/database/schema-types.ts: do not edit.
// Update: see docs/contribuindo.md ("Acesso a dados"); test/foundation/schema-types.e2e-spec.ts fails when stale.
import type { ColumnType } from 'kysely';

/** Filled by the database when omitted (a default, a sequence or a trigger). */
export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
/** bigint: pg reads it as text (exact beyond 2^53). */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** numeric: pg reads it as its exact decimal text, never a float. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** json/jsonb: read parsed; written as JSON text (JSON.stringify), so an array is never sent as a PostgreSQL array. */
export type Json = ColumnType<JsonValue, string, string>;

export interface AuditLogs {
  id: Generated<Int8>;
  timestamp: Generated<Timestamp>;
  message: string;
  data: Json;
}

export interface Clientes {
  id: Generated<number>;
  tipo_pessoa: string;
  nome: string;
  razao_social: string | null;
  cnpj: string | null;
  cpf: string | null;
  ie: string | null;
  isento_ie: Generated<boolean>;
  email_faturamento: string | null;
  telefone: string | null;
  status: Generated<boolean>;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  criado_em: Generated<Timestamp>;
  atualizado_em: Generated<Timestamp>;
  busca: Generated<string | null>;
  anonimizado_em: Timestamp | null;
  versao: Generated<number>;
}

export interface ClientesBusca {
  id: number;
  tipo_pessoa: string;
  status: boolean;
  nome: string;
  busca: string;
}

export interface ClientesContagem {
  tipo_pessoa: string;
  status: boolean;
  total: Int8;
}

export interface ClientesPorMes {
  mes: string;
  total: Int8;
}

export interface ContasExcluidas {
  chave: string;
}

export interface Contatos {
  id: Generated<number>;
  nome: string;
  email: string;
  telefone: string | null;
  mensagem: string;
  ip: string | null;
  criado_em: Generated<Timestamp>;
  user_id: number | null;
  cliente_id: number | null;
  com_sessao: Generated<boolean>;
}

export interface CotacaoAceites {
  cotacao_id: number;
  usuario_id: number | null;
  nome: string;
  email: string;
  aceito_em: Timestamp;
  ip: string;
  user_agent: string | null;
  pdf_sha256: string | null;
  apagado_em: Timestamp | null;
}

export interface CotacaoEventos {
  id: Generated<Int8>;
  cotacao_id: number;
  tipo: string;
  em: Timestamp;
  usuario_id: number | null;
  detalhe: string | null;
}

export interface CotacaoItens {
  id: Generated<number>;
  cotacao_id: number;
  posicao: number;
  produto_id: number;
  sku: string;
  nome: string;
  tipo: string;
  descricao: string | null;
  quantidade: Numeric;
  unidade: Generated<string>;
  preco_unitario: Numeric;
  desconto_percentual: Generated<Numeric>;
  total: Numeric;
  ipi_percentual: Generated<Numeric>;
  ipi: Generated<Numeric>;
  icms_st_valor: Numeric | null;
}

export interface CotacaoItensTexto {
  cotacao_id: number;
  itens: string;
  tipos: string;
}

export interface CotacaoMensagens {
  id: Generated<Int8>;
  cotacao_id: number;
  autor_id: number | null;
  do_cliente: boolean;
  texto: string | null;
  em: Timestamp;
}

export interface CotacaoPdfs {
  cotacao_id: number;
  conteudo: Buffer;
  gerado_em: Generated<Timestamp>;
}

export interface Cotacoes {
  id: Generated<number>;
  numero: string;
  ano: number;
  seq: number;
  revisao: Generated<number>;
  cliente_id: number;
  vendedor_id: number;
  status: Generated<string>;
  validade: Timestamp;
  condicoes_pagamento: string | null;
  prazo_entrega: string | null;
  observacoes: string | null;
  frete: Generated<Numeric>;
  subtotal: Generated<Numeric>;
  descontos: Generated<Numeric>;
  total: Generated<Numeric>;
  versao: Generated<number>;
  motivo_recusa: string | null;
  criado_em: Generated<Timestamp>;
  atualizado_em: Generated<Timestamp>;
  enviada_em: Timestamp | null;
  enviada_por: number | null;
  respondida_em: Timestamp | null;
  respondida_por: number | null;
  aceite_ip: string | null;
  cancelada_em: Timestamp | null;
  cancelada_por: number | null;
  expirada_em: Timestamp | null;
  substituida_em: Timestamp | null;
  lembrete_em: Timestamp | null;
  cliente_busca: Generated<string>;
  parcelas: Generated<Json>;
  meio_pagamento: string | null;
  frete_modalidade: string | null;
  transportadora: string | null;
  desconto_total_percentual: Generated<Numeric>;
  desconto_total: Generated<Numeric>;
  ipi: Generated<Numeric>;
  icms_st: Generated<Numeric>;
}

export interface CotacoesBusca {
  id: number;
  cliente_busca: string;
  status: string;
  criado_em: Timestamp;
}

export interface CotacoesContador {
  ano: number;
  ultimo: number;
}

export interface CotacoesPorDia {
  status: string;
  dia: Timestamp;
  total: number;
}

export interface CotacoesPorNome {
  cliente_busca: string;
  total: number;
}

export interface CotacoesPorTrigrama {
  trigrama: string;
  total: number;
}

export interface EnviosEmCurso {
  job_id: string;
  ate: Timestamp;
}

export interface Pedidos {
  id: Generated<number>;
  cliente_id: number;
  valor: Numeric;
  data_emissao: Timestamp;
  cotacao_id: number | null;
  cotacao_numero: string | null;
  status: Generated<string>;
  snapshot: Generated<Json>;
  cliente_fiscal: Generated<Json>;
  cliente_nome: Generated<string>;
  cliente_documento: string | null;
  faturado_em: Timestamp | null;
  faturado_por: number | null;
  cancelado_em: Timestamp | null;
  cancelado_por: number | null;
  versao: Generated<number>;
  atualizado_em: Generated<Timestamp>;
}

export interface Produtos {
  id: Generated<number>;
  sku: string;
  tipo: string;
  nome: string;
  status: Generated<boolean>;
  descricao: string | null;
  criado_em: Generated<Timestamp>;
  atualizado_em: Generated<Timestamp>;
  preco: Numeric | null;
  unidade: Generated<string>;
  ncm: string | null;
  ipi_percentual: Generated<Numeric>;
  versao: Generated<number>;
}

export interface RevokedSessions {
  jti: string;
  expires_at: Timestamp;
}

export interface Roles {
  id: Generated<number>;
  normalized_name: string;
}

export interface SaudeGravacao {
  id: number;
}

export interface SegredoDoServidor {
  id: Generated<number>;
  segredo: string;
  criado_em: Generated<Timestamp>;
}

export interface ThrottleCounters {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

export interface UserTokens {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface Users {
  id: Generated<number>;
  email: string;
  name: string;
  phone_number: string | null;
  status: Generated<number>;
  role_id: number;
  email_confirmed: Generated<boolean>;
  email_confirmed_at: Timestamp | null;
  password_hash: string | null;
  sessions_valid_after: Generated<Timestamp>;
  cliente_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  privacy_notice_version: string | null;
  privacy_notice_accepted_at: Timestamp | null;
  must_change_password: Generated<boolean>;
  last_login_at: Timestamp | null;
  anonimizado_em: Timestamp | null;
  versao: Generated<number>;
}

export interface Database {
  audit_logs: AuditLogs;
  clientes: Clientes;
  clientes_busca: ClientesBusca;
  clientes_contagem: ClientesContagem;
  clientes_por_mes: ClientesPorMes;
  contas_excluidas: ContasExcluidas;
  contatos: Contatos;
  cotacao_aceites: CotacaoAceites;
  cotacao_eventos: CotacaoEventos;
  cotacao_itens: CotacaoItens;
  cotacao_itens_texto: CotacaoItensTexto;
  cotacao_mensagens: CotacaoMensagens;
  cotacao_pdfs: CotacaoPdfs;
  cotacoes: Cotacoes;
  cotacoes_busca: CotacoesBusca;
  cotacoes_contador: CotacoesContador;
  cotacoes_por_dia: CotacoesPorDia;
  cotacoes_por_nome: CotacoesPorNome;
  cotacoes_por_trigrama: CotacoesPorTrigrama;
  envios_em_curso: EnviosEmCurso;
  pedidos: Pedidos;
  produtos: Produtos;
  revoked_sessions: RevokedSessions;
  roles: Roles;
  saude_gravacao: SaudeGravacao;
  segredo_do_servidor: SegredoDoServidor;
  throttle_counters: ThrottleCounters;
  user_tokens: UserTokens;
  users: Users;
}
