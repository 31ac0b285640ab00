import type { InternalUserInput, MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function createUsuarioInterno(input: InternalUserInput): Promise<MessageResponse> {
  return apiFetch('/api/UsuariosInternos', { method: 'POST', body: input });
}
