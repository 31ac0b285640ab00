/** Product/service form messages (docs/produto.md §2, §5). */
export const PRODUTO_MESSAGES = {
  skuRequired: 'SKU é obrigatório (máx 10 chars).',
  tipoInvalid: 'Tipo deve ser p (Produto) ou s (Serviço).',
  nomeRequired: 'Nome é obrigatório.',
  confirmDelete: 'Tem certeza que deseja excluir este Produto/Serviço?',
} as const;
