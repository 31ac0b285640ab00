import type { UsuarioInternoInput, MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function updateUsuarioInterno(id: number, input: UsuarioInternoInput): Promise<MessageResponse> {
  return apiFetch(`/api/UsuariosInternos/${id}`, { method: 'PUT', body: input });
}
