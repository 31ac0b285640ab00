import type { CotacaoAceite } from '@portal/shared/dto';

/** What the certificate and /aceite say for a detail the accept did not record. */
export const NAO_REGISTRADO = 'Não registrado';
/** ... and for a detail an erasure emptied (the contact's deletion, the customer's anonymisation). */
export const APAGADO = 'Apagado a pedido do titular (LGPD)';
/** ... and, to another contact of the customer, for the acceptor's IP and browser (decisoes/0010). */
export const RESERVADO = 'Registrado; visível apenas para quem aceitou e para a empresa';

/**
 * Who reads a certificate: the company's staff, or a login of the customer. The acceptor and staff
 * read everything (the company's evidence); another contact reads who accepted and when, not the IP
 * and browser of the acceptor (LGPD, data minimisation: decisoes/0010).
 */
export type Leitor = 'equipe' | { usuarioId: number };

/**
 * The certificate as the JSON and the PDF page state it to `leitor`. Accepts from before the
 * certificate (migration 20261126160000) have no user agent, and some no IP: said plainly, never
 * blank or null. Erased ones (apagado_em set, migration 20261129050001) say the holder had them erased
 * (probe F8). What was recorded reads RESERVADO to a contact who did not accept.
 */
export function comoRegistrado<T extends CotacaoAceite>(
  aceite: T & { apagado?: boolean },
  leitor: Leitor = 'equipe',
): Omit<T, 'apagado'> & { userAgent: string } {
  const { apagado, ...resto } = aceite;
  const vazio = apagado ? APAGADO : NAO_REGISTRADO;
  const outroContato = leitor !== 'equipe' && leitor.usuarioId !== aceite.usuarioId;
  const dado = (valor: string | null) => (valor?.trim() ? (outroContato ? RESERVADO : valor.trim()) : vazio);
  return { ...resto, ip: dado(aceite.ip), userAgent: dado(aceite.userAgent) };
}
