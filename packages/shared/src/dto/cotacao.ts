import type { PagingQuery } from './paging.js';
import type { CotacaoStatus, ProdutoTipo, TipoPessoa } from '../constants/domain.js';
import type { CotacaoEventoTipo } from '../cotacoes/transitions.js';
import type { ParcelaCalculada, ParcelaTermo } from '../cotacoes/parcelas.js';
import type { FreteModalidade, MeioPagamento } from '../cotacoes/termos.js';

/** One line of POST/PUT /api/Cotacoes. Money and quantities travel as JSON numbers. */
export interface CotacaoItemInput {
  produtoId: number;
  /** > 0, at most 3 decimals. */
  quantidade: number;
  /** Defaults to 'UN'. */
  unidade?: string;
  /** >= 0, at most 2 decimals. */
  precoUnitario: number;
  /** 0 to 100, at most 2 decimals. */
  descontoPercentual?: number;
  /** 0 to 999.99; the product's rate when the line is added (editable). */
  ipiPercentual?: number;
  /** ICMS-ST of the line in R$, informed by the salesperson; null/absent: none. */
  icmsStValor?: number | null;
}

/** POST /api/Cotacoes body; PUT /api/Cotacoes/{id} adds `versao`. */
export interface CotacaoInput {
  clienteId: number;
  /** 'YYYY-MM-DD'; defaults to today (America/Sao_Paulo) + QUOTE_VALIDITY_DAYS. */
  validade?: string;
  condicoesPagamento?: string | null;
  prazoEntrega?: string | null;
  observacoes?: string | null;
  /** Installments: days after the base date and % of the total (summing to 100); empty: none. */
  parcelas?: ParcelaTermo[];
  meioPagamento?: MeioPagamento | null;
  freteModalidade?: FreteModalidade | null;
  transportadora?: string | null;
  /** Charged only with freteModalidade CIF. */
  frete?: number;
  /** Discount on the total (%), after the lines, before freight and taxes. */
  descontoTotalPercentual?: number;
  itens: CotacaoItemInput[];
  /** PUT only: the version the edit was based on (stale -> 409). */
  versao?: number;
}

/** A line as answered: the product is a snapshot taken when the line was added. */
export interface CotacaoItem {
  produtoId: number;
  sku: string;
  nome: string;
  tipo: ProdutoTipo;
  descricao: string | null;
  quantidade: number;
  unidade: string;
  precoUnitario: number;
  descontoPercentual: number;
  /** quantidade x preço x (1 - desconto/100), rounded to the cent (before the total discount). */
  total: number;
  ipiPercentual: number;
  /** IPI of the line: its net value after its discount and its share of the total discount, x rate. */
  ipi: number;
  icmsStValor: number | null;
}

/** One transition or edit in a quotation's history. */
export interface CotacaoEvento {
  /** The action's history entry (TRANSICOES in cotacoes/transitions.ts). */
  tipo: CotacaoEventoTipo;
  /** ISO 8601 date-time. */
  em: string;
  usuarioId: number | null;
  usuarioNome: string | null;
  detalhe: string | null;
}

/** Another revision of the same number. */
export interface CotacaoRevisao {
  id: number;
  revisao: number;
  status: CotacaoStatus;
}

/** Row of GET /api/Cotacoes and GET /api/minhas-cotacoes. */
export interface CotacaoResumo {
  id: number;
  /** 'COT-2026-000123' */
  numero: string;
  revisao: number;
  status: CotacaoStatus;
  clienteId: number;
  clienteNome: string;
  vendedorId: number;
  vendedorNome: string;
  /** 'YYYY-MM-DD' */
  validade: string;
  total: number;
  pedidoId: number | null;
  /** ISO 8601 date-time. */
  criadoEm: string;
}

/** GET /api/Cotacoes/{id}, GET /api/minhas-cotacoes/{id}, and the answer of every write. */
export interface Cotacao extends CotacaoResumo {
  /** The salesperson's contact (the staff user who owns the quotation), printed on the PDF and shown in the portal. */
  vendedorEmail: string;
  /** Digits (DDD + number), null when the salesperson has no phone on record. */
  vendedorTelefone: string | null;
  clienteDocumento: string;
  clienteTipoPessoa: TipoPessoa;
  /**
   * The customer's record is active; an inactive customer reads but cannot accept or refuse. The API
   * always sends it (required in its OpenAPI); optional here for documents built outside the API.
   */
  clienteAtivo?: boolean;
  condicoesPagamento: string | null;
  prazoEntrega: string | null;
  observacoes: string | null;
  parcelas: ParcelaCalculada[];
  meioPagamento: MeioPagamento | null;
  freteModalidade: FreteModalidade | null;
  transportadora: string | null;
  subtotal: number;
  /** Line discounts. */
  descontos: number;
  descontoTotalPercentual: number;
  /** The discount on the total, in R$. */
  descontoTotal: number;
  frete: number;
  ipi: number;
  icmsSt: number;
  itens: CotacaoItem[];
  versao: number;
  motivoRecusa: string | null;
  /** ISO 8601 date-times of each transition, null until it happens. */
  enviadaEm: string | null;
  respondidaEm: string | null;
  /**
   * GET /api/minhas-cotacoes/{id} only: the login that accepted or refused (null while unanswered; `nome`
   * null when that login was deleted since), so each contact reads "Você…" only for their own answer.
   */
  respondidaPor?: { usuarioId: number | null; nome: string | null } | null;
  /** Staff only (empty for CLIENTE). */
  historico: CotacaoEvento[];
  revisoes: CotacaoRevisao[];
}

/** GET /api/Cotacoes query. Empty strings mean "no filter". */
export interface CotacaoSearchQuery extends PagingQuery {
  numero?: string;
  /** Name, CPF or CNPJ (prefix for documents). */
  cliente?: string;
  status?: CotacaoStatus | 'todos' | '';
  vendedorId?: number | string;
  /** 'YYYY-MM-DD' bounds of criado_em (America/Sao_Paulo days). */
  criadaDe?: string;
  criadaAte?: string;
  validadeDe?: string;
  validadeAte?: string;
}

/** GET /api/minhas-cotacoes query. */
export interface MinhasCotacoesQuery extends PagingQuery {
  status?: CotacaoStatus | 'todos' | '';
}

/** POST /api/minhas-cotacoes/{id}/aceitar answer. */
export interface AceiteResponse {
  pedidoId: number;
  message: string;
}

/** POST /api/minhas-cotacoes/{id}/recusar body. */
export interface RecusaInput {
  motivo?: string | null;
}

/** POST /api/Cotacoes/{id}/duplicar body. */
export interface DuplicarInput {
  clienteId: number;
}

/** GET /api/Clientes/sugestoes and GET /api/Produtos/sugestoes (top 10, active only). */
export interface ClienteSugestao {
  id: number;
  nome: string;
  /** Masked CPF or CNPJ. */
  documento: string;
  tipo_pessoa: TipoPessoa;
}

export interface ProdutoSugestao {
  id: number;
  sku: string;
  nome: string;
  tipo: ProdutoTipo;
  /** List price, null when the catalogue has none. */
  preco: number | null;
  unidade: string;
  /** The IPI rate a new line of it starts with. */
  ipiPercentual: number;
}

/** Staff dashboard pipeline. */
export interface CotacoesPipeline {
  /** Sum of totals of `enviada` quotations not yet past their validity. */
  valorEmAberto: number;
  enviadasNoMes: number;
  /** Accepted / answered-or-expired over the last 90 days, 0..1; null when none. */
  taxaAceite90Dias: number | null;
  vencendoEm7Dias: number;
}

/** POST /api/Cotacoes/{id}/mensagens and /api/minhas-cotacoes/{id}/mensagens. */
export interface CotacaoMensagemInput {
  texto: string;
}

/** One message of a quotation's thread (GET .../mensagens, oldest first). */
export interface CotacaoMensagem {
  id: number;
  /** Written by the customer (true) or by staff (false). */
  doCliente: boolean;
  /** The author's login id (the reader's own messages read "Você"); null once that login is gone. */
  autorId: number | null;
  /** Null once the author's login is gone (anonymised or deleted). */
  autorNome: string | null;
  /** Null when the customer's personal data was anonymised. */
  texto: string | null;
  /** ISO 8601 date-time. */
  em: string;
}
