import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';

const PASSWORD = 'Senha-forte-9';

/**
 * Probe 4 F4: an account deactivated mid-session. The next call is refused (401) and says why, as the
 * login does, so the page can show it instead of the bare 'Não autenticado.'.
 */
describe('a session whose account was deactivated', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 with the inactive-account message; a revoked session stays "Não autenticado."', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const { body } = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const auth = { Authorization: `Bearer ${body.token as string}` };
    await t.http.get('/api/Cotacoes').set(auth).expect(200);

    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [user.id]);
    const refused = await t.http.put('/api/Cotacoes/1').set(auth).send({}).expect(401);
    expect(refused.body.message).toBe('Usuário inativo. Entre em contato com o administrador.');
    const login = await t.http.post('/api/Auth/login').send({ email: user.email, password: PASSWORD }).expect(401);
    expect(login.body.message).toBe(refused.body.message);

    await t.db.query('UPDATE users SET status = 1 WHERE id = $1', [user.id]);
    await t.http.post('/api/auth/logout').set(auth).expect(200);
    const ended = await t.http.get('/api/Cotacoes').set(auth).expect(401);
    expect(ended.body.message).toBe('Não autenticado.');
  });
});
