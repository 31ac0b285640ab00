import { COTACAO_STATUSES, COTACAO_STATUS_LABELS } from './domain.js';
import type { SortDirection } from './pagination.js';
import { PEDIDO_STATUSES, PEDIDO_STATUS_LABELS } from '../cotacoes/pedido-transitions.js';

/** A choice of a search filter: the value sent to the API and the text the screen shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Status filters of each search, in the order the screens offer them (the API accepts exactly these). */
export const CLIENTE_STATUS_FILTROS = ['ativo', 'inativo', 'todos'] as const;
export const PRODUTO_STATUS_FILTROS = ['todos', 'ativo', 'inativo'] as const;
/** '1' ativo, '0' inativo. */
export const USUARIO_INTERNO_STATUS_FILTROS = ['1', '0', 'todos'] as const;
/** The staff quotation search: any status. */
export const COTACAO_STATUS_FILTROS = ['todos', ...COTACAO_STATUSES] as const;
/** The customer's own list (GET /api/minhas-cotacoes): a customer never sees a draft. */
export const MINHAS_COTACOES_STATUS_FILTROS = COTACAO_STATUS_FILTROS.filter((status) => status !== 'rascunho');
/** The staff order search: any status. */
export const PEDIDO_STATUS_FILTROS = ['todos', ...PEDIDO_STATUSES] as const;

const STATUS_LABELS: Record<string, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
  '1': 'Ativo',
  '0': 'Inativo',
  ...COTACAO_STATUS_LABELS,
  ...PEDIDO_STATUS_LABELS,
};
const options = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: STATUS_LABELS[value] ?? 'Todos' }));

/** The Status select of each search screen. */
export const STATUS_FILTRO_OPTIONS = {
  clientes: options(CLIENTE_STATUS_FILTROS),
  produtos: options(PRODUTO_STATUS_FILTROS),
  usuariosInternos: options(USUARIO_INTERNO_STATUS_FILTROS),
  cotacoes: options(COTACAO_STATUS_FILTROS),
  minhasCotacoes: options(MINHAS_COTACOES_STATUS_FILTROS),
  pedidos: options(PEDIDO_STATUS_FILTROS),
} as const;

/** Tipo Pessoa of the customer search ('todos' or blank: both). */
export const TIPO_PESSOA_FILTRO_OPTIONS: readonly FilterOption[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'pf', label: 'Física' },
  { value: 'pj', label: 'Jurídica' },
];

/** Tipo of the product search ('todos' or blank: both). */
export const PRODUTO_TIPO_FILTRO_OPTIONS: readonly FilterOption[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'p', label: 'Produto' },
  { value: 's', label: 'Serviço' },
];

export interface DefaultSort {
  field: string;
  direction: SortDirection;
}

/**
 * What a search uses when the request does not say: the status filter the screen starts with (and the
 * API assumes when it is left out) and the order of the first results.
 */
export const SEARCH_DEFAULTS = {
  clientes: { statusfiltro: 'ativo', sort: { field: 'nome', direction: 'asc' } },
  produtos: { statusfiltro: 'todos', sort: { field: 'nome', direction: 'asc' } },
  usuariosInternos: { statusFiltro: '1', sort: { field: 'name', direction: 'asc' } },
  /** The staff search and the customer's own list (GET /api/minhas-cotacoes): newest first. */
  cotacoes: { status: 'todos', sort: { field: 'criado_em', direction: 'desc' } },
  pedidos: { status: 'todos', sort: { field: 'data_emissao', direction: 'desc' } },
  logs: { sort: { field: 'timestamp', direction: 'desc' } },
} as const satisfies Record<string, { sort: DefaultSort } & Record<string, unknown>>;
