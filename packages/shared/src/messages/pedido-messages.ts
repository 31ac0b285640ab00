/** The order's texts (issue 29): the staff actions' answers and their 409s, the search's filters. */
export const PEDIDO_MESSAGES = {
  naoEncontrado: 'Pedido não encontrado.',
  faturado: 'Pedido faturado.',
  cancelado: 'Pedido cancelado.',
  jaFaturado: 'Este pedido já foi faturado: não pode ser faturado nem cancelado.',
  jaCancelado: 'Este pedido já foi cancelado: não pode ser faturado nem cancelado.',
  statusFilterInvalid: 'Status do pedido inválido: use aberto, faturado, cancelado ou todos.',
} as const;

/** The e-mail to the customer's recipients when staff cancel an order (probe F6). */
export const PEDIDO_CANCELADO_EMAIL = {
  assunto: (empresa: string, pedido: number, cotacao: string) =>
    `${empresa}: pedido nº ${pedido} cancelado (cotação ${cotacao})`,
  texto: (pedido: number, cotacao: string, cliente: string, quando: string) =>
    `O pedido nº ${pedido} da cotação ${cotacao} para ${cliente} foi cancelado em ${quando} (horário de Brasília). Nenhum pagamento é devido por ele; se você já pagou, responda a este e-mail para combinarmos a devolução.`,
  acao: 'Ver o pedido no portal',
  /** Before the accepted quotation's salesperson (vendedorTexto): who the reply reaches. */
  vendedor: 'Vendedor',
} as const;
