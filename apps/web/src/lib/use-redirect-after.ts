import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Once `active` turns true, goes to `path` after `delayMs` (the contract's 5 s redirects). */
export function useRedirectAfter(active: boolean, path: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, path, delayMs, navigate]);
}
