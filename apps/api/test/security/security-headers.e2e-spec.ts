import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { cspDirectives, listen, type RawClient, type RawRequest, type RawResponse } from './raw-http.js';

const EVIL = 'https://evil.example';

describe('security headers on every kind of answer, and CORS closed', () => {
  let t: TestApp;
  let client: RawClient;
  let webDir: string;
  let adminAuth: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/assets/app-1.js"></script></body></html>',
    );
    writeFileSync(join(webDir, 'assets', 'app-1.js'), 'export {}');
    writeFileSync(join(webDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ WEB_DIST_DIR: webDir, BODY_LIMIT: '1kb' });
    adminAuth = `Bearer ${await tokenFor(t.app, await insertUser(t.db, 'ADMIN'), 'ADMIN')}`;
    client = await listen(t.app);
  });
  afterAll(async () => {
    await client.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const json = { 'Content-Type': 'application/json' };
  // [what it is, request, expected status]
  const ANSWERS: [string, RawRequest, number][] = [
    ['API JSON', { method: 'GET', path: '/api/health' }, 200],
    ['API JSON autenticada', { method: 'GET', path: '/api/Ufs' }, 200],
    ['HTML da aplicação', { method: 'GET', path: '/' }, 200],
    ['HTML de rota do cliente', { method: 'GET', path: '/meus-dados' }, 200],
    ['asset estático', { method: 'GET', path: '/assets/app-1.js' }, 200],
    ['imagem estática', { method: 'GET', path: '/logo.svg' }, 200],
    ['documentação HTML', { method: 'GET', path: '/api/docs' }, 200],
    ['documento OpenAPI', { method: 'GET', path: '/api/docs-json' }, 200],
    ['401', { method: 'GET', path: '/api/Clientes' }, 401],
    ['404 de rota', { method: 'DELETE', path: '/api/nada' }, 404],
    ['400 de validação', { method: 'POST', path: '/api/Auth/login', headers: json, body: '{}' }, 400],
    ['400 de JSON malformado', { method: 'POST', path: '/api/Auth/login', headers: json, body: '{"email":' }, 400],
    ['413', { method: 'POST', path: '/api/Auth/login', headers: json, body: `{"email":"${'a'.repeat(2000)}"}` }, 413],
    [
      '415',
      { method: 'POST', path: '/api/Auth/login', headers: { ...json, 'Content-Encoding': 'compress' }, body: 'x' },
      415,
    ],
    ['302', { method: 'GET', path: '/api/auth/confirm-email?userId=1&token=x' }, 302],
  ];

  async function answer(request: RawRequest): Promise<RawResponse> {
    const headers: Record<string, string> = { Origin: EVIL, ...request.headers };
    if (request.path === '/api/Ufs') headers.Authorization = adminAuth;
    return client.send({ ...request, headers });
  }

  it('each answer has CSP with frame-ancestors none, nosniff, a Referrer-Policy and no X-Powered-By', async () => {
    const wrong: string[] = [];
    for (const [label, request, status] of ANSWERS) {
      const response = await answer(request);
      const headers = response.headers;
      const csp = cspDirectives(String(headers['content-security-policy'] ?? ''));
      const problems = [
        response.status !== status && `status ${response.status}`,
        !csp.get('default-src')?.includes("'self'") && 'CSP sem default-src',
        (csp.get('script-src') ?? []).includes("'unsafe-inline'") && 'CSP com script inline',
        csp.get('frame-ancestors')?.join(' ') !== "'none'" && "frame-ancestors não é 'none'",
        headers['x-content-type-options'] !== 'nosniff' && 'sem nosniff',
        !headers['referrer-policy'] && 'sem Referrer-Policy',
        headers['x-powered-by'] !== undefined && `X-Powered-By: ${headers['x-powered-by']}`,
        headers['access-control-allow-origin'] !== undefined &&
          `CORS aberto: ${headers['access-control-allow-origin']}`,
      ].filter(Boolean);
      if (problems.length) wrong.push(`${label}: ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a cross-origin preflight and a cross-origin request get no Access-Control-Allow-* headers', async () => {
    for (const path of ['/api/Auth/login', '/api/Clientes', '/api/meusdados']) {
      const preflight = await client.send({
        method: 'OPTIONS',
        path,
        headers: {
          Origin: EVIL,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      const cors = Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'));
      expect([path, preflight.status < 500, cors]).toEqual([path, true, []]);
    }
    const request = await client.send({
      method: 'POST',
      path: '/api/Auth/login',
      headers: { Origin: EVIL, ...json },
      body: '{"email":"a@b.com","password":"x"}',
    });
    expect(request.status).toBe(401);
    expect(Object.keys(request.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
