import { useEffect, useState } from 'react';
import { loadPublicConfig, type PublicConfig } from './public-config';

/** GET /api/public/config for a screen; null while loading. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadPublicConfig().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);
  return config;
}
