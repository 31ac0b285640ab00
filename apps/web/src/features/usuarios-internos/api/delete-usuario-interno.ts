import type { MessageResponse } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function deleteUsuarioInterno(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/UsuariosInternos/${id}`, { method: 'DELETE' });
}

export function useDeleteUsuarioInterno() {
  return useMutation(deleteUsuarioInterno);
}
