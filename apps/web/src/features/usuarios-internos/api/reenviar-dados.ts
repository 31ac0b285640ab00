import type { MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** Enviar novos dados de acesso: the server e-mails a new set-password link. */
export function reenviarDados(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/UsuariosInternos/${id}/reenviar-dados`, { method: 'POST' });
}
