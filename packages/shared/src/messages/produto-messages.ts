/** Product/service form messages (docs/produto.md §2, §5). */
export const PRODUTO_MESSAGES = {
  skuRequired: 'SKU é obrigatório (máx 10 chars).',
  tipoInvalid: 'Tipo deve ser p (Produto) ou s (Serviço).',
  nomeRequired: 'Nome é obrigatório.',
  ncmInvalid: 'NCM deve ter 8 dígitos (ex.: 8471.30.12).',
  confirmDelete: 'Tem certeza que deseja excluir este Produto/Serviço?',
} as const;
