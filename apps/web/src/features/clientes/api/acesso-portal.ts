import type { ClienteUsuarioInput, MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** Creates the contact's login; the server e-mails the invitation (set-password link). */
export function convidarContato(
  clienteId: number,
  input: ClienteUsuarioInput,
): Promise<MessageResponse & { id: number }> {
  return apiFetch(`/api/Clientes/${clienteId}/usuarios`, { method: 'POST', body: input });
}

/** Ends the contact's access: sign-in refused, open sessions ended at once. */
export function revogarContato(clienteId: number, userId: number): Promise<MessageResponse> {
  return apiFetch(`/api/Clientes/${clienteId}/usuarios/${userId}`, { method: 'DELETE' });
}
