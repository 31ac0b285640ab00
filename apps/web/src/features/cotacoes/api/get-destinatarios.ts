import type { Destinatario } from '@portal/shared/dto';
import { DESTINATARIO_AVISOS } from '@portal/shared/messages';
import { apiFetch } from '@/lib/api-client';

/** One line of the send dialog: who, and the warning when that address cannot answer in the portal. */
export interface DestinatarioLinha {
  rotulo: string;
  aviso: string | null;
}

/** Who the server e-mails when the quotation is sent: the server's own list, never rebuilt here. */
export async function getDestinatarios(clienteId: number): Promise<DestinatarioLinha[]> {
  const lista = await apiFetch<Destinatario[]>(`/api/Clientes/${clienteId}/destinatarios`);
  return lista.map((d) => ({
    rotulo: `${d.temAcesso ? d.nome : 'Faturamento'} <${d.email}>`,
    aviso: d.motivo ? `${d.email} ${DESTINATARIO_AVISOS[d.motivo]}` : null,
  }));
}
