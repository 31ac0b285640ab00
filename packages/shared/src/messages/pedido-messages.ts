/** The order's texts (issue 29): the staff actions' answers and their 409s, the search's filters. */
export const PEDIDO_MESSAGES = {
  naoEncontrado: 'Pedido não encontrado.',
  faturado: 'Pedido faturado.',
  cancelado: 'Pedido cancelado.',
  jaFaturado: 'Este pedido já foi faturado: não pode ser faturado nem cancelado.',
  jaCancelado: 'Este pedido já foi cancelado: não pode ser faturado nem cancelado.',
  statusFilterInvalid: 'Status do pedido inválido: use aberto, faturado, cancelado ou todos.',
} as const;
