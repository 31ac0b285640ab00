import { JwtService } from '@nestjs/jwt';
import fc from 'fast-check';
import { sessionKey } from './session-key.js';
import { VerifiedTokens, type TokenPayload } from './verified-tokens.js';

const options = { algorithms: ['HS256' as const] };
const jwt = new JwtService({ secret: sessionKey('s'.repeat(40)), verifyOptions: options });
const other = new JwtService({ secret: sessionKey('o'.repeat(40)), verifyOptions: options });

/** What jsonwebtoken alone answers at `now` (the reference the cache must agree with). */
const verify = (token: string, now: number) =>
  jwt.verify<TokenPayload>(token, { clockTimestamp: Math.floor(now / 1000) });

function verifiedAt(token: string, now: number): TokenPayload | undefined {
  try {
    return verify(token, now);
  } catch {
    return undefined;
  }
}

describe('VerifiedTokens', () => {
  it('answers what a fresh verification answers, for any tokens and any later moment', () => {
    const base = Math.floor(Date.now() / 1000);
    const tokens = [
      ...[-3, 1, 2, 4, 60].map((ttl, n) => jwt.sign({ sub: n + 1, jti: `j${n}`, iat: base, exp: base + ttl })),
      // Signed with another key, with no exp, not yet valid, not a token at all.
      other.sign({ sub: 9, jti: 'x', iat: base, exp: base + 60 }),
      jwt.sign({ sub: 7, jti: 'y', iat: base }),
      jwt.sign({ sub: 8, jti: 'z', iat: base, nbf: base + 2, exp: base + 60 }),
      'abc.def.ghi',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.record({ token: fc.nat(tokens.length - 1), later: fc.integer({ min: 0, max: 1500 }) }), {
          maxLength: 30,
        }),
        (steps) => {
          const cache = new VerifiedTokens(verify);
          let ahead = 0;
          for (const { token, later } of steps) {
            // Time only moves forward.
            ahead += later;
            const now = Date.now() + ahead;
            expect(cache.payloadOf(tokens[token], now)).toEqual(verifiedAt(tokens[token], now));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('verifies a token once while it is remembered, and never remembers a failure', () => {
    let calls = 0;
    const cache = new VerifiedTokens((token, now) => {
      calls++;
      return verify(token, now);
    });
    const token = jwt.sign({ sub: 1, jti: 'a', exp: Math.floor(Date.now() / 1000) + 60 });
    for (let i = 0; i < 5; i++) expect(cache.payloadOf(token)?.jti).toBe('a');
    for (let i = 0; i < 5; i++) expect(cache.payloadOf(`${token}x`)).toBeUndefined();
    expect(calls).toBe(6);
    expect(cache.size).toBe(1);
  });
});
