import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The session signing key as a KeyObject. Given a string, jsonwebtoken first tries it as a public
 * key and falls back on a thrown error, on every verification: ~10% of a request's CPU.
 */
export function sessionKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
