import type { CotacaoAceite } from '@portal/shared/dto';

/** What the certificate and /aceite say for a detail the accept did not record. */
export const NAO_REGISTRADO = 'Não registrado';

/**
 * The certificate as the JSON and the PDF page state it. Accepts from before the certificate
 * (migration 20261126160000) have no user agent, and some no IP: said plainly, never blank or null.
 */
export function comoRegistrado<T extends CotacaoAceite>(aceite: T): T & { userAgent: string } {
  return { ...aceite, ip: aceite.ip?.trim() || NAO_REGISTRADO, userAgent: aceite.userAgent?.trim() || NAO_REGISTRADO };
}
