import { useEffect, useState } from 'react';
import { loadPublicConfig, type PublicConfig } from '@/lib/public-config';

export type ContactDetails = NonNullable<PublicConfig['contact']>;

/** The company's contact details from GET /api/public/config; null while loading or unavailable. */
export function useContactDetails(): ContactDetails | null {
  const [contact, setContact] = useState<ContactDetails | null>(null);
  useEffect(() => {
    let current = true;
    void loadPublicConfig().then((config) => current && setContact(config.contact ?? null));
    return () => {
      current = false;
    };
  }, []);
  return contact;
}
