import type { PagingQuery } from './paging.js';
import type { PedidoStatus } from '../cotacoes/pedido-transitions.js';

/** GET /api/Pedidos (and its CSV export). Blank parameters mean "no filter". */
export interface PedidoSearchQuery extends PagingQuery {
  /** Part of the quotation number (COT-2026-...). */
  numero?: string;
  /** Name (part, 3+ characters), CPF or CNPJ (prefix) of the customer as copied into the order. */
  cliente?: string;
  status?: PedidoStatus | 'todos' | '';
  /** 'YYYY-MM-DD' bounds of data_emissao (America/Sao_Paulo days). */
  emitidoDe?: string;
  emitidoAte?: string;
}

/** GET /api/meus-pedidos. */
export interface MeusPedidosQuery extends PagingQuery {
  status?: PedidoStatus | 'todos' | '';
}

/** One row of the order searches. */
export interface PedidoResumo {
  id: number;
  numero: string | null;
  cotacaoId: number | null;
  clienteId: number;
  clienteNome: string;
  clienteDocumento: string | null;
  status: PedidoStatus;
  total: number;
  dataEmissao: string;
}

/** The customer's fiscal data as copied at the accept. */
export interface PedidoClienteFiscal {
  tipoPessoa?: string;
  nome?: string;
  razaoSocial?: string | null;
  documento?: string | null;
  ie?: string | null;
  isentoIe?: boolean;
  emailFaturamento?: string | null;
  telefone?: string | null;
  endereco?: {
    cep: string;
    logradouro: string;
    numero: string;
    complemento: string | null;
    bairro: string;
    cidade: string;
    uf: string;
  };
}

/** GET /api/Pedidos/{id}, GET /api/meus-pedidos/{id}: the order, JSON an ERP import can take. */
export interface PedidoDetalhe extends PedidoResumo {
  cliente: PedidoClienteFiscal;
  /** The accepted revision as GET /api/Cotacoes/{id} answered it (lines, terms, totals). */
  cotacao: Record<string, unknown>;
  faturadoEm: string | null;
  canceladoEm: string | null;
  versao: number;
}

/** GET /api/Cotacoes/{id}/aceite, GET /api/minhas-cotacoes/{id}/aceite: the acceptance certificate. */
export interface CotacaoAceite {
  cotacaoId: number;
  numero: string;
  revisao: number;
  usuarioId: number | null;
  nome: string;
  email: string;
  /** ISO 8601, server time (UTC); `aceitoEmBrasilia` the same instant in America/Sao_Paulo. */
  aceitoEm: string;
  aceitoEmBrasilia: string;
  ip: string;
  userAgent: string | null;
  /** SHA-256 (hex) of the PDF that was sent; null when it was not stored. */
  pdfSha256: string | null;
}
