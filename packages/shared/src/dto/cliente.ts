import type { CLIENTE_STATUS_FILTROS } from '../constants/search-defaults.js';
import type { TipoPessoa } from '../constants/domain.js';
import type { PagingQuery } from './paging.js';

/** Customer as answered by GET /api/Clientes and /api/Clientes/{id}. */
export interface Cliente {
  id: number;
  tipo_pessoa: TipoPessoa;
  /** Person's name (pf) or fantasy name (pj). */
  nome: string;
  /** pj only, upper-cased. */
  razao_social: string | null;
  /** pj only: 14 characters without mask (may be alphanumeric). */
  cnpj: string | null;
  /** pf only: 11 digits without mask. */
  cpf: string | null;
  /** Digits only; null when isento_ie. */
  ie: string | null;
  isento_ie: boolean;
  /** Lower-cased. */
  email_faturamento: string | null;
  /** true = ativo. */
  status: boolean;
  /** 8 digits. */
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  /** Optimistic version: moves by one at each accepted edit; a PUT sends back the one it read. */
  versao: number;
}

/**
 * POST /api/Clientes and PUT /api/Clientes/{id} body (`id` is ignored on create). `versao`: the version
 * the form read (PUT only; absent: no check).
 */
export type ClienteInput = Omit<Cliente, 'id' | 'versao'> & { id?: number | null; versao?: number };

/** Customer status filter. */
export type ClienteStatusFiltro = (typeof CLIENTE_STATUS_FILTROS)[number];

/** GET /api/Clientes query. Empty strings mean "no filter". */
export interface ClienteSearchQuery extends PagingQuery {
  tipo_pessoa?: TipoPessoa | 'todos' | '';
  id?: number | string;
  nome?: string;
  statusfiltro?: ClienteStatusFiltro;
  email_faturamento?: string;
  uf?: string;
  cidade?: string;
  /** CPF or CNPJ, masked or not. */
  doc?: string;
}

/** GET /api/clientes/{id}/pedidos item. */
export interface Pedido {
  id: number;
  valor: number;
  /** ISO 8601 date-time. */
  dataEmissao: string;
  /** The accepted quotation this order came from (null for orders made elsewhere). */
  cotacaoId: number | null;
}

/** GET /api/Clientes/{id}/usuarios item: a contact's portal login. */
export interface ClienteUsuario {
  id: number;
  nome: string;
  email: string;
  /** false once staff revoked the access (the login stops, its sessions ended). */
  ativo: boolean;
  /** false while the invitation's set-password link has not been used. */
  senhaDefinida: boolean;
  /** ISO 8601 date-time. */
  criadoEm: string;
  /** The last sign-in, ISO 8601 date-time; null: never signed in. */
  ultimoAcesso: string | null;
}

/** POST /api/Clientes/{id}/usuarios body. */
export interface ClienteUsuarioInput {
  nome: string;
  email: string;
}

/** GET /api/Clientes/{id}/destinatarios item: who the quotation e-mails of this customer go to. */
/**
 * Why a recipient of the quotation e-mails cannot answer in the portal: its address is another
 * account's login (another customer's contact, or staff), a revoked login of the customer, or the
 * address of someone who deleted their own account. It still receives the e-mails (with the PDF), but
 * no invitation and no link to the portal.
 */
export type MotivoSemResposta = 'login-de-outra-conta' | 'acesso-revogado' | 'conta-excluida';

export interface Destinatario {
  nome: string;
  email: string;
  /** true: an active login of the customer; false: the billing address without a login of its own. */
  temAcesso: boolean;
  /** null: can answer in the portal (an active login, or a billing address the e-mail invites). */
  motivo: MotivoSemResposta | null;
}
