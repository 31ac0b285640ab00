import { insertCliente } from '@portal/test-support';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

// Trust finding F12: `GET /api/meusdados?clienteId=2` answered 200, ignoring the parameter, while the
// searches answer 400 for a parameter they do not know. Meus Dados takes none: any one is a 400, on
// every /api/meusdados route, and nothing is read for another customer or written.
let t: TestApp;
let auth: { Authorization: string };
let clienteId: number;

beforeAll(async () => {
  t = await createTestApp();
  clienteId = (await insertCliente(t.db, { nome: 'Ana Beatriz Lima', email_faturamento: 'ana@exemplo.com' })).id;
  const user = await insertUser(t.db, 'CLIENTE', { clienteId, name: 'Ana Beatriz Lima' });
  auth = { Authorization: `Bearer ${await tokenFor(t.app, user, 'CLIENTE')}` };
});
afterAll(() => t.close());

const refused = (parameter: string) => ({
  status: 400,
  body: expect.objectContaining({
    message: SERVER_MESSAGES.unknownParameter,
    errors: { [parameter]: [SERVER_MESSAGES.unknownParameter] },
  }),
});

describe('Meus Dados routes refuse query parameters', () => {
  it.each([
    ['get', '/api/meusdados?clienteId=2', 'clienteId'],
    ['get', '/api/meusdados?id=1', 'id'],
    ['put', '/api/meusdados?clienteId=2', 'clienteId'],
    ['post', '/api/meusdados/trocar-minha-senha?userId=3', 'userId'],
    ['get', '/api/meusdados/exportar?clienteId=2', 'clienteId'],
    ['get', '/api/meusdados/excluir-conta?clienteId=2', 'clienteId'],
    ['post', '/api/meusdados/excluir-conta?confirmar=1', 'confirmar'],
  ] as const)('%s %s: 400 naming the parameter', async (method, path, parameter) => {
    const before = (await t.db.query(`SELECT nome, versao FROM clientes WHERE id = $1`, [clienteId])).rows[0];
    const answer = await t.http[method](path).set(auth).send({ nome: 'Outro Nome' });
    expect({ status: answer.status, body: answer.body }).toEqual(refused(parameter));
    expect((await t.db.query(`SELECT nome, versao FROM clientes WHERE id = $1`, [clienteId])).rows[0]).toEqual(before);
  });

  it('the same routes without parameters still answer', async () => {
    const { body } = await t.http.get('/api/meusdados').set(auth).expect(200);
    expect(body).toMatchObject({ nome: 'Ana Beatriz Lima', versao: 0 });
  });

  it('an anonymous caller still gets 401 first', async () => {
    await t.http.get('/api/meusdados?clienteId=2').expect(401);
  });
});
