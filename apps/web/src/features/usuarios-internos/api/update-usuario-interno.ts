import type { UsuarioInternoInput, UsuarioInternoSalvo } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function updateUsuarioInterno(id: number, input: UsuarioInternoInput): Promise<UsuarioInternoSalvo> {
  return apiFetch(`/api/UsuariosInternos/${id}`, { method: 'PUT', body: input });
}
