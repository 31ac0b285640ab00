import type { Role } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getRoles(): Promise<Role[]> {
  return apiFetch('/api/UsuariosInternos/roles');
}

/** The roles from the server; an empty list while loading or after a failure. */
export function useRoles(): Role[] {
  const { data } = useResource(getRoles, 'roles');
  return Array.isArray(data) ? data : [];
}
