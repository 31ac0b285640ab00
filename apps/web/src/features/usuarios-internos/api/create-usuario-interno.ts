import type { UsuarioInternoInput, MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function createUsuarioInterno(input: UsuarioInternoInput): Promise<MessageResponse> {
  return apiFetch('/api/UsuariosInternos', { method: 'POST', body: input });
}
