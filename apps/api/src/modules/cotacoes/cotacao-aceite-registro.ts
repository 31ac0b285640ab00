import type { CotacaoAceite } from '@portal/shared/dto';

/** What the certificate and /aceite say for a detail the accept did not record. */
export const NAO_REGISTRADO = 'Não registrado';
/** ... and for a detail an erasure emptied (the contact's deletion, the customer's anonymisation). */
export const APAGADO = 'Apagado a pedido do titular (LGPD)';

/**
 * The certificate as the JSON and the PDF page state it. Accepts from before the certificate
 * (migration 20261126160000) have no user agent, and some no IP: said plainly, never blank or null.
 * Erased ones (apagado_em set, migration 20261129050001) say the holder had them erased (probe F8).
 */
export function comoRegistrado<T extends CotacaoAceite>(
  aceite: T & { apagado?: boolean },
): Omit<T, 'apagado'> & { userAgent: string } {
  const { apagado, ...resto } = aceite;
  const vazio = apagado ? APAGADO : NAO_REGISTRADO;
  return { ...resto, ip: aceite.ip?.trim() || vazio, userAgent: aceite.userAgent?.trim() || vazio };
}
