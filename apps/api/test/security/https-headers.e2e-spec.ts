import fc from 'fast-check';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { cspDirectives } from './raw-http.js';

// The HTTPS-only headers (CSP upgrade-insecure-requests, HSTS) go out only when the request was served
// over HTTPS: a portal opened at http://<LAN address>:3000 must render, not ask for https assets.

interface Case {
  host: string;
  forwardedProto?: 'http' | 'https';
  path: string;
}

const LAN_HOSTS = ['192.168.0.10:3000', '10.1.2.3:3000', 'servidor:3000', 'localhost:3000'];
const PATHS = ['/', '/login', '/api/health', '/api/nada'];

async function httpsHeaders(t: TestApp, { host, forwardedProto, path }: Case) {
  let call = request(t.app.getHttpServer()).get(path).set('Host', host);
  if (forwardedProto) call = call.set('X-Forwarded-Proto', forwardedProto);
  const response = await call;
  const csp = cspDirectives(String(response.headers['content-security-policy'] ?? ''));
  return {
    upgrade: csp.has('upgrade-insecure-requests'),
    hsts: response.headers['strict-transport-security'] as string | undefined,
    selfOnly: csp.get('default-src')?.join(' ') === "'self'",
  };
}

const anyCase = (hosts: string[]) =>
  fc.record({
    host: fc.constantFrom(...hosts),
    forwardedProto: fc.constantFrom(undefined, 'http' as const, 'https' as const),
    path: fc.constantFrom(...PATHS),
  });

describe('HTTPS-only headers follow how the request was served', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };

  it('plain HTTP (the default PUBLIC_URL http://...): never upgrade-insecure-requests nor HSTS', async () => {
    const t = await start({});
    await fc.assert(
      fc.asyncProperty(anyCase([...LAN_HOSTS, 'portal.test']), async (c) => {
        expect(await httpsHeaders(t, c)).toEqual({ upgrade: false, hsts: undefined, selfOnly: true });
      }),
      { numRuns: 25 },
    );
  });

  it('https PUBLIC_URL without TRUST_PROXY: the server speaks plain HTTP, so never the HTTPS headers', async () => {
    // Probe 4 (F2): opened at http://192.0.2.2:3960 with PUBLIC_URL=https://192.0.2.2:3960, the Host
    // matched PUBLIC_URL and the page asked for every asset over https: blank.
    const t = await start({ PUBLIC_URL: 'https://192.0.2.2:3960' });
    await fc.assert(
      fc.asyncProperty(anyCase([...LAN_HOSTS, '192.0.2.2:3960', '192.0.2.2', 'portal.acme.com.br']), async (c) => {
        expect(await httpsHeaders(t, c)).toEqual({ upgrade: false, hsts: undefined, selfOnly: true });
      }),
      { numRuns: 40 },
    );
  });

  it('TRUST_PROXY: X-Forwarded-Proto https decides, not the Host; HSTS_INCLUDE_SUBDOMAINS adds includeSubDomains', async () => {
    const t = await start({
      PUBLIC_URL: 'https://portal.acme.com.br',
      TRUST_PROXY: 'true',
      HSTS_INCLUDE_SUBDOMAINS: 'true',
    });
    await fc.assert(
      fc.asyncProperty(anyCase([...LAN_HOSTS, 'portal.acme.com.br']), async (c) => {
        const https = c.forwardedProto === 'https';
        expect(await httpsHeaders(t, c)).toEqual({
          upgrade: https,
          hsts: https ? 'max-age=31536000; includeSubDomains' : undefined,
          selfOnly: true,
        });
      }),
      { numRuns: 40 },
    );
  });
});
