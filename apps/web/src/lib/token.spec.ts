import fc from 'fast-check';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { fakeJwt, tokenFor } from '@/test/jwt';
import {
  clearToken,
  decodeToken,
  getToken,
  homePath,
  isExpired,
  readSession,
  sessionUserId,
  storeToken,
  tokenRole,
} from './token';

describe('token', () => {
  beforeEach(() => localStorage.clear());

  it('stores, reads and clears the token under the key "token"', () => {
    storeToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('decodes a base64url payload, UTF-8 included', () => {
    const token = fakeJwt({ name: 'João Ção', exp: 10, [ROLE_CLAIM]: 'ADMIN' });
    expect(decodeToken(token)).toEqual({ name: 'João Ção', exp: 10, [ROLE_CLAIM]: 'ADMIN' });
  });

  it.each([null, '', 'abc', 'a.b.c', 'a.bm90LWpzb24.c', `x.${btoa('[1,2]')}.y`])(
    'rejects %s as undecodable',
    (token) => {
      expect(decodeToken(token)).toBeNull();
    },
  );

  it("keeps a fresh session on a device whose clock is hours off, by the server's iat at receipt", () => {
    const server = Date.UTC(2026, 10, 26, 15, 0, 0);
    const token = fakeJwt({ iat: server / 1000, exp: server / 1000 + 3600 });
    for (const skew of [5 * 3600_000, -5 * 3600_000, 0]) {
      storeToken(token, server + skew);
      expect(readSession(server + skew + 60_000)?.token).toBe(token);
      // Past the server's exp, by the same device clock: expired.
      expect(readSession(server + skew + 3600_000)).toBeNull();
      expect(getToken()).toBeNull();
    }
  });

  it('for any device clock offset and token lifetime, the session lasts exactly the lifetime from receipt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * 86_400, max: 30 * 86_400 }), // device clock minus server clock, s
        fc.integer({ min: 1, max: 7 * 86_400 }), // exp - iat, s
        fc.integer({ min: 0, max: 8 * 86_400 }), // seconds since receipt
        (skew, ttl, elapsed) => {
          localStorage.clear();
          const iat = 1_800_000_000;
          const token = fakeJwt({ iat, exp: iat + ttl });
          const received = (iat + skew) * 1000;
          storeToken(token, received);
          expect(readSession(received + elapsed * 1000)?.token ?? null).toBe(elapsed < ttl ? token : null);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('compares exp times 1000 with the clock in ms', () => {
    expect(isExpired({ exp: 1000 }, 999_999)).toBe(false);
    expect(isExpired({ exp: 1000 }, 1_000_000)).toBe(true);
    expect(isExpired({}, 0)).toBe(true);
  });

  it('reads the role from the Microsoft role claim key, first of a list', () => {
    expect(ROLE_CLAIM).toBe('http://schemas.microsoft.com/ws/2008/06/identity/claims/role');
    expect(tokenRole({ [ROLE_CLAIM]: 'CLIENTE' })).toBe('CLIENTE');
    expect(tokenRole({ [ROLE_CLAIM]: ['COMERCIAL', 'ADMIN'] })).toBe('COMERCIAL');
    expect(tokenRole({ role: 'ADMIN' })).toBeNull();
    expect(tokenRole(null)).toBeNull();
  });

  it('keeps a live token and discards an expired or undecodable one', () => {
    const live = tokenFor('CLIENTE', 60);
    storeToken(live);
    expect(readSession()).toMatchObject({ token: live, role: 'CLIENTE' });

    storeToken(tokenFor('ADMIN', -1));
    expect(readSession()).toBeNull();
    expect(getToken()).toBeNull();

    storeToken('garbage');
    expect(readSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("reads the signed-in login's id from sub (a number, or its decimal text); otherwise null", () => {
    expect(sessionUserId()).toBeNull();
    for (const [sub, id] of [
      [42, 42],
      ['42', 42],
      ['', null],
      ['4x', null],
      [1.5, null],
      [null, null],
    ] as const) {
      storeToken(tokenFor('CLIENTE', 3600, { sub }));
      expect(sessionUserId()).toBe(id);
    }
    storeToken('garbage');
    expect(sessionUserId()).toBeNull();
  });

  it('lands CLIENTE on the quotations list and anyone else on the dashboard', () => {
    expect(homePath('CLIENTE')).toBe('/cliente/minhas-cotacoes');
    expect(homePath('ADMIN')).toBe('/dashboard');
    expect(homePath('COMERCIAL')).toBe('/dashboard');
    expect(homePath(null)).toBe('/dashboard');
  });
});
