import type { Request, RequestHandler, Response } from 'express';
import fc from 'fast-check';
import helmet from 'helmet';
import { fixedHeaders } from './security-headers.js';

/** The calls a middleware makes on a response, in order. */
function callsOf(middleware: RequestHandler): unknown[][] {
  const calls: unknown[][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => calls.push(['set', name, value]),
    removeHeader: (name: string) => calls.push(['remove', name]),
  };
  void middleware({ headers: {} } as Request, response as unknown as Response, () => calls.push(['next']));
  return calls;
}

describe('fixedHeaders', () => {
  it('sets on every request exactly what helmet itself sets, for any of our policies', () => {
    const source = fc.constantFrom("'self'", "'none'", "'unsafe-inline'", 'data:', 'https://viacep.com.br');
    fc.assert(
      fc.property(
        fc.record({
          defaultSrc: fc.array(source, { minLength: 1, maxLength: 3 }),
          connectSrc: fc.array(source, { minLength: 1, maxLength: 3 }),
          https: fc.boolean(),
          subdomains: fc.boolean(),
        }),
        ({ defaultSrc, connectSrc, https, subdomains }) => {
          const options = {
            contentSecurityPolicy: {
              directives: { defaultSrc, connectSrc, upgradeInsecureRequests: https ? [] : null },
            },
            strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: subdomains } : false,
          } as const;
          const fixed = fixedHeaders(helmet(options));
          const expected = callsOf(helmet(options));
          expect(callsOf(fixed)).toEqual(expected);
          // Replayed again: the same, request after request.
          expect(callsOf(fixed)).toEqual(expected);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses, at start-up, a policy whose headers depend on the request', () => {
    const nonce = helmet({
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", (request) => `'nonce-${String(request.headers.length)}'`] },
      },
    });
    expect(() => fixedHeaders(nonce)).toThrow(/dependem da requisição/);
  });
});
