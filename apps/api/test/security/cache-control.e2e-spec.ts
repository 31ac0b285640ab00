import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Probe 4, F18: API answers carry personal data (userinfo, a customer's record, an order); a shared or
// browser cache must not keep them. Every /api answer says no-store; the web app's files keep their caching.
describe('Cache-Control: no-store on every API answer', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;
  let webDir: string;
  let cotacaoId: number;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><body></body></html>');
    writeFileSync(join(webDir, 'assets', 'app-1.js'), 'export {}');
    ({ t, smtp } = await startMailingApp({ WEB_DIST_DIR: webDir }));
    w = await makeWorld(t);
    cotacaoId = (await criar(t, w)).id;
  });
  afterAll(async () => {
    await closeAll(smtp, t);
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each<[string, () => string, () => Record<string, string>, number]>([
    ['userinfo (staff)', () => '/api/auth/userinfo', () => w.staff.auth, 200],
    ['userinfo (customer), another spelling', () => '/api/Auth/UserInfo', () => w.clienteUser.auth, 200],
    ['a customer record', () => `/api/Clientes/${w.cliente}`, () => w.staff.auth, 200],
    ['a customer search', () => '/api/Clientes', () => w.staff.auth, 200],
    ['the customer reading their quotations', () => '/api/minhas-cotacoes', () => w.clienteUser.auth, 200],
    ['health (public)', () => '/api/health', () => ({}), 200],
    ['a 401', () => '/api/auth/userinfo', () => ({}), 401],
    ['a 404 route', () => '/api/nao-existe', () => w.staff.auth, 404],
  ])('%s', async (_name, path, auth, status) => {
    const answer = await t.http.get(path()).set(auth());
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('an error answered before any route (malformed JSON) too', async () => {
    const answer = await t.http
      .post('/api/Produtos')
      .set(w.staff.auth)
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect([answer.status, answer.headers['cache-control']]).toEqual([400, 'no-store']);
  });

  it('downloads keep working: the CSV export and a quotation PDF, both no-store', async () => {
    const csv = await t.http.get('/api/Pedidos/export').set(w.staff.auth).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    const pdf = await t.http.get(`/api/Cotacoes/${cotacaoId}/pdf`).set(w.staff.auth).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
  });

  it('the web app keeps its own caching', async () => {
    expect((await t.http.get('/').expect(200)).headers['cache-control']).toBe('no-cache');
    const asset = await t.http.get('/assets/app-1.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
