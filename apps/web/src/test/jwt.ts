import { ROLE_CLAIM } from '@portal/shared/constants';

/** An unsigned JWT-shaped token with the given payload (the browser never checks signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

/** A token for `role` expiring `secondsFromNow` from the real clock. */
export function tokenFor(role: string, secondsFromNow = 3600, extra: Record<string, unknown> = {}): string {
  return fakeJwt({ [ROLE_CLAIM]: role, exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...extra });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
