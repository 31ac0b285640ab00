/** The claim with the issue instant in milliseconds (tokens signed before it existed lack it). */
export const ISSUED_AT_MS = 'iat_ms';

/** The claims of a session token (session-tokens.service.ts signs them). */
export interface TokenPayload {
  sub: number;
  jti: string;
  iat: number;
  [ISSUED_AT_MS]?: number;
  exp: number;
  nbf?: number;
}

const MAX_TOKENS = 20_000;

/**
 * Tokens whose signature was already checked, so a busy session pays the HMAC and the JSON parsing
 * once, not on every request. Checking a signature is a pure function of the token and the key, so
 * remembering it is safe whatever the database says; expiry is checked on every use (jsonwebtoken's
 * rule: expired from the second of `exp` on) and revocation is the session check's (session-cache.ts).
 * A failed check is never remembered. Full: forgotten at once, like the session cache.
 */
export class VerifiedTokens {
  private readonly payloads = new Map<string, TokenPayload>();

  /** `verify` throws for a bad signature, algorithm or claim at `now` (jsonwebtoken.verify). */
  constructor(private readonly verify: (token: string, now: number) => TokenPayload) {}

  get size(): number {
    return this.payloads.size;
  }

  payloadOf(token: string, now = Date.now()): TokenPayload | undefined {
    let payload = this.payloads.get(token);
    if (!payload) {
      try {
        payload = this.verify(token, now);
      } catch {
        return undefined;
      }
      // Only the shape this portal signs is remembered; anything else is checked every time.
      if (typeof payload.exp !== 'number' || payload.nbf !== undefined) return payload;
      if (this.payloads.size >= MAX_TOKENS) this.payloads.clear();
      this.payloads.set(token, payload);
    }
    return Math.floor(now / 1000) < payload.exp ? payload : undefined;
  }
}

/**
 * Whether the token was issued before the end of its user's sessions, so it is dead for good.
 * With the millisecond claim: `iat_ms` is the issue instant rounded down, while an end the database
 * wrote itself (now(), the column's default) is stored rounded to the nearest millisecond, up to half
 * a millisecond late. So a token is dead when issued 2 ms or more before the stored end: no token
 * issued after the end is ever refused (a user created and signed in within the same instant kept
 * getting 401), and only one issued within ~1.5 ms before the end survives it.
 * Without the claim only the second is known, and a token of the end's second counts as issued before it.
 */
export function issuedBeforeEnd(payload: TokenPayload, sessionsValidAfter: Date): boolean {
  const end = sessionsValidAfter.getTime();
  const issuedMs = payload[ISSUED_AT_MS];
  if (typeof issuedMs === 'number' && Number.isFinite(issuedMs)) return issuedMs <= end - 2;
  return payload.iat <= Math.floor(end / 1000);
}
