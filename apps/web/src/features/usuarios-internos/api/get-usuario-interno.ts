import type { UsuarioInterno } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getUsuarioInterno(id: number): Promise<UsuarioInterno> {
  return apiFetch(`/api/UsuariosInternos/${id}`);
}

export function useUsuarioInterno(id: number | null) {
  return useResource(getUsuarioInterno, id);
}
