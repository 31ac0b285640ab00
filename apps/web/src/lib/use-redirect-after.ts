import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Once `active` turns true, goes to `path` after `delayMs` (the contract's 5 s redirects). `from`
 * is handed to the sign-in page: where it goes after signing in.
 */
export function useRedirectAfter(active: boolean, path: string, delayMs: number, from?: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const state = from ? { from } : undefined;
    const timer = setTimeout(() => void navigate(path, { replace: true, state }), delayMs);
    return () => clearTimeout(timer);
  }, [active, path, delayMs, navigate, from]);
}
