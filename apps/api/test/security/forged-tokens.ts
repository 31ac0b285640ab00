import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { ROLE_CLAIM } from '@portal/shared/constants';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenSubject {
  id: number;
  email: string;
  role: string;
}

/** Claims shaped like the app's own tokens (the issue instant also in milliseconds, as it signs them). */
export function claimsFor(user: TokenSubject, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  return {
    sub: user.id,
    email: user.email,
    name: 'Atacante',
    [ROLE_CLAIM]: user.role,
    jti: randomUUID(),
    iat: now,
    iat_ms: nowMs,
    exp: now + 3600,
    ...overrides,
  };
}

/** An HS256 token over any claims with any key. */
export function signHs256(claims: Record<string, unknown>, secret: string | Buffer): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The classic downgrade: "alg": "none" and no signature. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** A token signed with a key the server does not know. */
export function otherKeyToken(claims: Record<string, unknown>): string {
  return signHs256(claims, randomBytes(32));
}

/** A real token whose payload was edited after signing (signature left as it was). */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${encode({ ...claims, ...changes })}.${signature}`;
}
