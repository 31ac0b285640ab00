/** Customer person types: pf = pessoa física, pj = pessoa jurídica. */
export const TIPOS_PESSOA = ['pf', 'pj'] as const;

export type TipoPessoa = (typeof TIPOS_PESSOA)[number];

/** Product kinds: p = Produto, s = Serviço. */
export const PRODUTO_TIPOS = { p: 'Produto', s: 'Serviço' } as const;

export type ProdutoTipo = keyof typeof PRODUTO_TIPOS;

/** Internal user status codes. */
export const USER_STATUS = { ATIVO: 1, INATIVO: 0 } as const;

export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** Life of a quotation (cotação); only `rascunho` can be edited or deleted. */
export const COTACAO_STATUSES = [
  'rascunho',
  'enviada',
  'aceita',
  'recusada',
  'expirada',
  'cancelada',
  'substituida',
] as const;

export type CotacaoStatus = (typeof COTACAO_STATUSES)[number];

/** How each status reads, on the screens and in the CSV export alike. */
export const COTACAO_STATUS_LABELS: Record<CotacaoStatus, string> = {
  rascunho: 'Rascunho',
  enviada: 'Enviada',
  aceita: 'Aceita',
  recusada: 'Recusada',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
  substituida: 'Substituída',
};
