import type { Destinatario } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** Who the server e-mails when the quotation is sent: the server's own list, never rebuilt here. */
export async function getDestinatarios(clienteId: number): Promise<string[]> {
  const lista = await apiFetch<Destinatario[]>(`/api/Clientes/${clienteId}/destinatarios`);
  return lista.map((d) => `${d.temAcesso ? d.nome : 'Faturamento'} <${d.email}>`);
}
