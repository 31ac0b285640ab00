import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getUfs(): Promise<string[]> {
  return apiFetch('/api/Ufs');
}

/** The UF codes from the server; an empty list while loading or after a failure. */
export function useUfs(): string[] {
  const { data } = useResource(getUfs, 'ufs');
  return Array.isArray(data) ? data : [];
}
