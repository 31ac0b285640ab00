import { useResource } from '@/components/data/use-resource';
import { loadPublicConfig, type PublicConfig } from './public-config';

/** GET /api/public/config for a screen; null while loading. */
export function usePublicConfig(): PublicConfig | null {
  return useResource(loadPublicConfig, 'config').data ?? null;
}
