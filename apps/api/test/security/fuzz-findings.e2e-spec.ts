import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { changedTables, fingerprint } from './raw-http.js';

// Each case here was a 500 the hostile-input suite found; kept as plain examples of the fix.
describe('answers to the inputs that used to break the API', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS: '100' });
    admin = { Authorization: `Bearer ${await tokenFor(t.app, await insertUser(t.db, 'ADMIN'), 'ADMIN')}` };
  });
  afterAll(() => t.close());

  it('a deeply nested JSON body is a 400, not a stack overflow', async () => {
    for (const body of ['['.repeat(5000) + ']'.repeat(5000), `{"nome":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`]) {
      const response = await t.http.post('/api/Produtos').set(admin).set('Content-Type', 'application/json').send(body);
      expect([response.status, response.body.message]).toEqual([400, 'JSON com aninhamento profundo demais.']);
    }
    // Brackets inside strings are text, and ordinary nesting still passes.
    const fine = await t.http
      .post('/api/Produtos')
      .set(admin)
      .send({ sku: 'NEST1', tipo: 'p', nome: '[[[[ {{{{ '.repeat(10).slice(0, 100), descricao: '{'.repeat(900) });
    expect(fine.status).toBe(201);
  });

  it('a NUL character in a filter or a field is a 400 and stores nothing', async () => {
    const before = await fingerprint(t.db);
    const search = await t.http.get('/api/Clientes').query({ email_faturamento: 'abc\u0000def' }).set(admin);
    expect([search.status, search.body.message]).toEqual([400, 'O texto contém caracteres inválidos.']);
    const create = await t.http
      .post('/api/Produtos')
      .set(admin)
      .send({ sku: 'NUL1', tipo: 'p', nome: 'Nome\u0000oculto' });
    expect([create.status, create.body.message]).toEqual([400, 'O texto contém caracteres inválidos.']);
    const login = await t.http.post('/api/Auth/login').send({ email: 'a\u0000@b.com', password: 'x' });
    expect(login.status).toBe(400);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it('a roleId past the integer column is "select a role", not a database error', async () => {
    const response = await t.http
      .post('/api/UsuariosInternos')
      .set(admin)
      .send({ email: 'grande@exemplo.com.br', name: 'Id Grande', roleId: 2 ** 31 });
    expect([response.status, response.body.message]).toEqual([400, 'Selecione o perfil de acesso.']);
  });

  it('a sign-in e-mail that grows when lower-cased, or a huge forwarded address, still counts and answers 401', async () => {
    const email = 'İ'.repeat(200);
    for (let i = 0; i < 2; i++) {
      const response = await t.http.post('/api/Auth/login').send({ email, password: 'x' });
      expect([response.status, response.body.message]).toEqual([401, 'E-mail ou senha inválidos.']);
    }
    const forwarded = 'f'.repeat(500);
    const response = await t.http
      .post('/api/Auth/login')
      .set('X-Forwarded-For', forwarded)
      .send({ email: 'a@b.com', password: 'x' });
    expect(response.status).toBe(401);
    const { rows } = await t.db.query(`SELECT key, hits FROM throttle_counters WHERE key LIKE 'login:email-ip:i%'`);
    expect(rows).toEqual([{ key: expect.stringMatching(/#[0-9a-f]{64}$/), hits: 2 }]);
  });
});
