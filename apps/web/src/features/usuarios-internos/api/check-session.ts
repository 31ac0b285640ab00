import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/is-authenticated before opening the modal (docs/produto.md §7); a 401 goes to /login. */
export function checkSession(): Promise<{ authenticated: true }> {
  return apiFetch('/api/auth/is-authenticated');
}
