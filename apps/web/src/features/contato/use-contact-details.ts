import type { PublicConfig } from '@/lib/public-config';
import { usePublicConfig } from '@/lib/use-public-config';

export type ContactDetails = NonNullable<PublicConfig['contact']>;

/** The company's contact details from GET /api/public/config; null while loading or unavailable. */
export function useContactDetails(): ContactDetails | null {
  return usePublicConfig()?.contact ?? null;
}
