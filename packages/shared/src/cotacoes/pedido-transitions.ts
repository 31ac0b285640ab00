/** An order's statuses (pedidos.status, CHECK pedidos_status_check). */
export const PEDIDO_STATUSES = ['aberto', 'faturado', 'cancelado'] as const;
export type PedidoStatus = (typeof PEDIDO_STATUSES)[number];

/** One action on an order (see PEDIDO_TRANSICOES), in the style of the quotation table. */
export interface PedidoTransicao {
  /** The statuses it starts from (none for `criar`: the accept makes the order). */
  readonly de: readonly PedidoStatus[];
  readonly para: PedidoStatus;
  /** Who acts: staff (ADMIN, COMERCIAL), or the customer's accept (`cliente`). */
  readonly quem: readonly ('equipe' | 'cliente')[];
  /** The audit action it records. Stored in old rows and filtered in Logs: never rename one. */
  readonly auditoria: string;
}

/**
 * Every action on an order, one line each. The repository writes `de` into each guarded
 * `UPDATE pedidos ... WHERE status IN (...)`, so of two staff members acting at once one wins and the
 * other gets the 409 this table's status explains.
 */
export const PEDIDO_TRANSICOES = {
  // In the accept's transaction (the quotation's audit entry COTACAO_ACEITA names the order too).
  criar: { de: [], para: 'aberto', quem: ['cliente'], auditoria: 'PEDIDO_CRIADO' },
  faturar: { de: ['aberto'], para: 'faturado', quem: ['equipe'], auditoria: 'PEDIDO_FATURADO' },
  cancelar: { de: ['aberto'], para: 'cancelado', quem: ['equipe'], auditoria: 'PEDIDO_CANCELADO' },
} as const satisfies Record<string, PedidoTransicao>;

export type PedidoAcao = keyof typeof PEDIDO_TRANSICOES;
/** The actions staff take on an order (the buttons of the detail screen). */
export type PedidoAcaoEquipe = 'faturar' | 'cancelar';
export const PEDIDO_ACOES_EQUIPE: readonly PedidoAcaoEquipe[] = ['faturar', 'cancelar'];

/** The staff actions an order in `status` allows. */
export function pedidoAcoesPermitidas(status: PedidoStatus): PedidoAcaoEquipe[] {
  return PEDIDO_ACOES_EQUIPE.filter((acao) => (PEDIDO_TRANSICOES[acao].de as readonly string[]).includes(status));
}

export const PEDIDO_STATUS_LABELS: Record<PedidoStatus, string> = {
  aberto: 'Aberto',
  faturado: 'Faturado',
  cancelado: 'Cancelado',
};
