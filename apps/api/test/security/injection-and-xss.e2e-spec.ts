import { insertCliente } from '@portal/test-support';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { changedTables, cspDirectives, fingerprint } from './raw-http.js';

const SORT_INJECTIONS = [
  'nome;DROP TABLE clientes',
  '(select 1)',
  'nome; DELETE FROM users --',
  'id desc',
  'nome--',
  '1',
  'random()',
  "nome' OR '1'='1",
  'pg_sleep(5)',
];
const SEARCHES = ['/api/Clientes', '/api/UsuariosInternos', '/api/Produtos', '/api/logs'];
const XSS = '<img src=x onerror=alert(1)>';

describe('injection through sort fields and filters, and stored XSS', () => {
  let t: TestApp;
  let webDir: string;
  let auth: { Authorization: string };

  beforeAll(async () => {
    // A built web app of our own, so the test does not depend on apps/web/dist.
    webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
    );
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("portal")');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
    const admin = await insertUser(t.db, 'ADMIN');
    auth = { Authorization: `Bearer ${await tokenFor(t.app, admin, 'ADMIN')}` };
    for (let i = 0; i < 3; i++) await insertCliente(t.db, { nome: `Cliente Intacto ${i}` });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('a sortField carrying SQL is a 400 with a message on every search, and the tables stay intact', async () => {
    const before = await fingerprint(t.db);
    const wrong: string[] = [];
    for (const search of SEARCHES) {
      for (const sortField of SORT_INJECTIONS) {
        const response = await t.http.get(search).query({ sortField }).set(auth);
        if (response.status !== 400 || response.body.message !== 'Campo de ordenação inválido.')
          wrong.push(`${search}?sortField=${sortField} -> ${response.status} ${response.body.message}`);
      }
      const repeated = await t.http.get(`${search}?sortField=id&sortField=id`).set(auth);
      if (repeated.status !== 400) wrong.push(`${search} sortField repetido -> ${repeated.status}`);
      const direction = await t.http.get(search).query({ sortDirection: 'asc; DROP TABLE clientes' }).set(auth);
      if (direction.status !== 400) wrong.push(`${search} sortDirection -> ${direction.status}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM clientes WHERE nome LIKE 'Cliente Intacto %'`);
    expect(rows[0].n).toBe(3);
  });

  it('filters treat SQL and LIKE wildcards as plain text', async () => {
    const all = await t.http.get('/api/Clientes').query({ statusfiltro: 'todos' }).set(auth).expect(200);
    expect(all.body.totalCount).toBeGreaterThanOrEqual(3);
    for (const query of [
      { nome: "' OR '1'='1" },
      { nome: '%%%' },
      { cidade: '%' },
      { email_faturamento: "x' OR 1=1 --" },
    ]) {
      const response = await t.http
        .get('/api/Clientes')
        .query({ ...query, statusfiltro: 'todos' })
        .set(auth)
        .expect(200);
      expect([query, response.body.totalCount]).toEqual([query, 0]);
    }
    const users = await t.http.get('/api/UsuariosInternos').query({ name: "' OR ''='" }).set(auth).expect(200);
    expect(users.body.totalCount).toBe(0);
  });

  it('a customer named like markup comes back verbatim as JSON text, in the record, the search and the log', async () => {
    const created = await t.http
      .post('/api/Clientes')
      .set(auth)
      .send({
        tipo_pessoa: 'pf',
        nome: XSS,
        cpf: '52998224725',
        cep: '01310100',
        logradouro: 'Rua <b>X</b>',
        numero: '1',
        bairro: 'Centro',
        cidade: 'São Paulo',
        uf: 'SP',
      })
      .expect(201);
    const record = await t.http.get(`/api/Clientes/${created.body.id}`).set(auth).expect(200);
    expect(record.headers['content-type']).toMatch(/^application\/json/);
    expect(record.headers['x-content-type-options']).toBe('nosniff');
    expect(record.body.nome).toBe(XSS);
    expect(record.body.logradouro).toBe('RUA <B>X</B>');
    expect(record.text).toContain(JSON.stringify(XSS));

    const search = await t.http.get('/api/Clientes').query({ nome: 'onerror' }).set(auth).expect(200);
    expect(search.body.data.map((row: { nome: string }) => row.nome)).toEqual([XSS]);
    const logs = await t.http.get('/api/logs').query({ text: 'onerror' }).set(auth).expect(200);
    expect(logs.body.data[0].message).toBe(`Cliente criado: ${XSS} (id ${created.body.id})`);
  });

  it('every HTML answer carries a CSP whose scripts exclude inline code, and frames nobody', async () => {
    for (const path of ['/', '/login', '/clientes/1', '/api/docs']) {
      const response = await t.http.get(path).expect(200);
      expect([path, response.headers['content-type']]).toEqual([path, expect.stringMatching(/^text\/html/)]);
      const csp = cspDirectives(response.headers['content-security-policy']);
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect([path, scripts]).toEqual([path, expect.arrayContaining(["'self'"])]);
      for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
        expect([path, directive, csp.get(directive) ?? []]).toEqual([
          path,
          directive,
          expect.not.arrayContaining(["'unsafe-inline'"]),
        ]);
      }
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });
});
