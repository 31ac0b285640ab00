import { ROLE_CLAIM, TOKEN_STORAGE_KEY } from '@portal/shared/constants';

export interface TokenPayload {
  exp?: number;
  [claim: string]: unknown;
}

export interface StoredSession {
  token: string;
  payload: TokenPayload;
  role: string | null;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

// How far the server's clock is from this device's, in ms, measured when the token arrived.
const CLOCK_OFFSET_KEY = 'tokenClockOffset';

/**
 * Keeps the token and how far the server's clock is from this device's (its `iat` against the local
 * clock at receipt): a device whose clock is hours off still keeps a fresh session (docs/produto.md, Login).
 */
export function storeToken(token: string, now: number = Date.now()): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const iat = decodeToken(token)?.iat;
  if (typeof iat === 'number') localStorage.setItem(CLOCK_OFFSET_KEY, String(iat * 1000 - now));
  else localStorage.removeItem(CLOCK_OFFSET_KEY);
}

/** The server's time by this device's clock, corrected by the offset measured at sign-in. */
export function serverNow(now: number = Date.now()): number {
  try {
    const offset = Number(localStorage.getItem(CLOCK_OFFSET_KEY));
    return Number.isFinite(offset) ? now + offset : now;
  } catch {
    return now;
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(CLOCK_OFFSET_KEY);
  } catch {
    // Storage blocked: nothing stored to clear.
  }
}

/** The payload of a JWT, or null when it is not a decodable token. No signature check (the server does it). */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  const part = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** docs/produto.md §9: exp (seconds) times 1000 compared with the clock in ms. A token without exp counts as expired. */
export function isExpired(payload: TokenPayload, now: number = Date.now()): boolean {
  return typeof payload.exp !== 'number' || payload.exp * 1000 <= now;
}

/** The role under the Microsoft role claim key (first one when the claim is a list). */
export function tokenRole(payload: TokenPayload | null): string | null {
  const claim = payload?.[ROLE_CLAIM];
  const role = Array.isArray(claim) ? claim[0] : claim;
  return typeof role === 'string' && role ? role : null;
}

/** The stored session when its token decodes and has not expired (by the server's time); otherwise the token is discarded. */
export function readSession(now: number = Date.now()): StoredSession | null {
  const token = getToken();
  if (!token) return null;
  const payload = decodeToken(token);
  if (!payload || isExpired(payload, serverNow(now))) {
    clearToken();
    return null;
  }
  return { token, payload, role: tokenRole(payload) };
}

/** The signed-in login's id (the token's `sub`), or null: what tells the user's own records from others'. */
export function sessionUserId(): number | null {
  const sub = decodeToken(getToken())?.sub;
  const id = typeof sub === 'string' && sub.trim() !== '' ? Number(sub) : sub;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/** Landing page by role: CLIENTE to the quotations list, anyone else to the dashboard. */
export function homePath(role: string | null | undefined): string {
  return role === 'CLIENTE' ? '/cliente/minhas-cotacoes' : '/dashboard';
}
