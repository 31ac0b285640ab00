import { createHash, randomBytes } from 'node:crypto';

export type LinkPurpose = 'SET_PASSWORD' | 'RESET_PASSWORD' | 'CONFIRM_EMAIL';

/** Both password purposes lead to the same page and the same result. */
export const PASSWORD_PURPOSES: LinkPurpose[] = ['SET_PASSWORD', 'RESET_PASSWORD'];

// 256 random bits in base64url: always 43 characters of [A-Za-z0-9_-].
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** Only this hash is stored: a leaked table does not give working links. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && WELL_FORMED.test(token);
}
