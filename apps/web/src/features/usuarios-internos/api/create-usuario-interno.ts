import type { UsuarioInternoInput, MessageResponse } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function createUsuarioInterno(input: UsuarioInternoInput): Promise<MessageResponse> {
  return apiFetch('/api/UsuariosInternos', { method: 'POST', body: input });
}

export function useCreateUsuarioInterno() {
  return useMutation(createUsuarioInterno);
}
