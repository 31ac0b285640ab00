export { PRODUCT_NAME } from './app.js';
export { ROLE_CLAIM, TOKEN_STORAGE_KEY } from './auth.js';
export { ROLES, type RoleName } from './roles.js';
export { UFS, type Uf } from './ufs.js';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  PAGINATION_WINDOW,
  SORT_DIRECTIONS,
  type PageSize,
  type SortDirection,
} from './pagination.js';
export { LIMITS } from './limits.js';
export {
  LOGIN_REDIRECT_MS,
  REDIRECT_DELAY_MS,
  CADASTRO_CLIENTE_COUNTDOWN_S,
  LOG_DEFAULT_LOOKBACK_MS,
  LOG_DEFAULT_LOOKAHEAD_MS,
} from './delays.js';
export { CONFIRM_EMAIL_STATUSES, type ConfirmEmailStatus } from './confirm-email.js';
export {
  TIPOS_PESSOA,
  PRODUTO_TIPOS,
  USER_STATUS,
  COTACAO_STATUSES,
  COTACAO_STATUS_LABELS,
  type CotacaoStatus,
  type TipoPessoa,
  type ProdutoTipo,
  type UserStatus,
} from './domain.js';
export {
  CLIENTE_STATUS_FILTROS,
  PRODUTO_STATUS_FILTROS,
  USUARIO_INTERNO_STATUS_FILTROS,
  COTACAO_STATUS_FILTROS,
  MINHAS_COTACOES_STATUS_FILTROS,
  PEDIDO_STATUS_FILTROS,
  STATUS_FILTRO_OPTIONS,
  TIPO_PESSOA_FILTRO_OPTIONS,
  PRODUTO_TIPO_FILTRO_OPTIONS,
  SEARCH_DEFAULTS,
  type FilterOption,
  type DefaultSort,
} from './search-defaults.js';
