import type { UserInfo } from '@portal/shared/dto';
import { ERROR_FALLBACKS } from '@portal/shared/messages';
import { ApiError, apiFetch } from './api-client';
import type { AuthState } from './auth-context';
import { clearToken, readSession } from './token';

/**
 * docs/produto.md §4: authenticated only if a token is stored (and not expired) and the
 * is-authenticated call succeeds. A refused session discards the token. When the server cannot
 * be reached (or fails), the token is kept and the check reports an error instead: dropping it
 * would sign the user out because of a lost connection, or because the page was left mid-check.
 */
export async function checkAuth(): Promise<AuthState> {
  const session = readSession();
  if (!session) return { status: 'unauthenticated', user: null, role: null };
  try {
    await apiFetch<unknown>('/api/auth/is-authenticated');
    const user = await apiFetch<UserInfo>('/api/auth/userinfo');
    return { status: 'authenticated', user, role: user?.roles?.[0] ?? session.role };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : ERROR_FALLBACKS.connection;
      return { status: 'error', user: null, role: null, message };
    }
    clearToken();
    return { status: 'unauthenticated', user: null, role: null };
  }
}
