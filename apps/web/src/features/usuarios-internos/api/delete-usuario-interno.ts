import type { MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function deleteUsuarioInterno(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/UsuariosInternos/${id}`, { method: 'DELETE' });
}
