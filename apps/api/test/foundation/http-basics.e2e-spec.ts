import { UFS } from '@portal/shared/constants';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

describe('foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database reachable', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/Ufs refuses an anonymous caller with a Portuguese message', async () => {
    const response = await t.http.get('/api/Ufs').expect(401);
    expect(response.body.message).toBe('Não autenticado.');
    expect(response.body.requestId).toEqual(expect.any(String));
  });

  it('GET /api/Ufs answers the 27 UFs to staff, and is matched case-insensitively', async () => {
    const admin = await insertUser(t.db, 'ADMIN');
    const token = await tokenFor(t.app, admin, 'ADMIN');
    const response = await t.http.get('/api/ufs').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body).toEqual([...UFS]);
    expect(response.body).toHaveLength(27);
  });

  it('GET /api/Ufs refuses a CLIENTE with 403', async () => {
    const cliente = await insertUser(t.db, 'CLIENTE');
    const token = await tokenFor(t.app, cliente, 'CLIENTE');
    const response = await t.http.get('/api/Ufs').set('Authorization', `Bearer ${token}`).expect(403);
    expect(response.body.message).toBe('Acesso negado.');
  });

  it('answers malformed JSON with 400 and a Portuguese message', async () => {
    const response = await t.http
      .post('/api/Auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(response.body.message).toBe('JSON inválido.');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.http
      .post('/api/Auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(200_000) }))
      .expect(413);
    expect(response.body.message).toBe('O corpo da requisição é grande demais.');
  });

  it('answers an unknown API route with 404 in Portuguese, and sends security headers', async () => {
    const response = await t.http.get('/api/nao-existe').expect(404);
    expect(response.body.message).toBe('Recurso não encontrado.');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a path parameter that cannot be decoded with 400 in Portuguese', async () => {
    const admin = await insertUser(t.db, 'ADMIN');
    const token = await tokenFor(t.app, admin, 'ADMIN');
    const response = await t.http.get('/api/Clientes/%E0%A4%A').set('Authorization', `Bearer ${token}`).expect(400);
    expect(response.body.message).toBe('Endereço inválido: um parâmetro da rota não pôde ser lido.');
  });
});
