import type { Cliente, ClienteUsuario } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** Who the server e-mails when the quotation is sent: the customer's users and its billing address. */
export async function getDestinatarios(clienteId: number): Promise<string[]> {
  const [usuarios, cliente] = await Promise.all([
    apiFetch<ClienteUsuario[]>(`/api/clientes/${clienteId}/usuarios`),
    apiFetch<Cliente>(`/api/Clientes/${clienteId}`),
  ]);
  const emails = usuarios.map((usuario) => `${usuario.nome} <${usuario.email}>`);
  if (cliente.email_faturamento) emails.push(`Faturamento <${cliente.email_faturamento}>`);
  return emails;
}
