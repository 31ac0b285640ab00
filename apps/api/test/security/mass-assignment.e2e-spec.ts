import { cpfFrom, insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';

/** What an attacker adds to a body, hoping the server copies it into the row. */
function privileged(ids: { adminRoleId: number; clienteId: number }) {
  return {
    id: 1,
    status: 0,
    roleId: ids.adminRoleId,
    role: 'ADMIN',
    roles: ['ADMIN'],
    passwordHash: 'argon2-falso',
    password_hash: 'argon2-falso',
    cliente_id: ids.clienteId,
    clienteId: ids.clienteId,
    email_confirmed: true,
    emailConfirmed: true,
    sessions_valid_after: '2000-01-01T00:00:00Z',
    // An own "__proto__" key, as JSON.parse makes it (a literal would set the prototype instead).
    ...(JSON.parse('{"__proto__": {"isAdmin": true}}') as object),
  };
}

const LOGIN_COLUMNS = `u.id, u.email, u.status, r.normalized_name AS role, u.password_hash, u.cliente_id, u.email_confirmed,
  u.sessions_valid_after`;

describe('mass assignment: fields a route does not take never reach the row', () => {
  let t: TestApp;
  let admin: TestUser;
  let ids: { adminRoleId: number; clienteRoleId: number; clienteId: number };
  const bearer = async (user: TestUser, role: string) => ({
    Authorization: `Bearer ${await tokenFor(t.app, user, role)}`,
  });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' });
    admin = await insertUser(t.db, 'ADMIN');
    const roles = await t.db.query<{ id: number; normalized_name: string }>('SELECT id, normalized_name FROM roles');
    const roleId = (name: string) => roles.rows.find((row) => row.normalized_name === name)!.id;
    const victim = await insertCliente(t.db, clienteExemplo('pj', 90807060));
    ids = { adminRoleId: roleId('ADMIN'), clienteRoleId: roleId('CLIENTE'), clienteId: victim.id };
  });
  afterAll(() => t.close());

  const login = async (where: string, value: unknown) =>
    (
      await t.db.query(`SELECT ${LOGIN_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE ${where} = $1`, [
        value,
      ])
    ).rows[0];

  it('public registration creates an active, unconfirmed CLIENTE without a password, on its own new customer', async () => {
    const cpf = cpfFrom(246813579);
    const body = { ...privileged(ids), tipo_pessoa: 'pf', nome: 'Pedro Intruso', email: 'pedro@exemplo.com.br', cpf };
    await t.http.post('/api/public/PublicClientes').send(body).expect(201);

    const user = await login('u.email', 'pedro@exemplo.com.br');
    const cliente = (await t.db.query('SELECT id, status, tipo_pessoa FROM clientes WHERE cpf = $1', [cpf])).rows[0];
    expect(user).toMatchObject({ status: 1, role: 'CLIENTE', password_hash: null, email_confirmed: false });
    expect(user.id).not.toBe(1);
    expect(user.cliente_id).toBe(cliente.id);
    expect(cliente).toMatchObject({ status: true, tipo_pessoa: 'pf' });
    expect(cliente.id).not.toBe(ids.clienteId);
    expect(new Date(user.sessions_valid_after).getFullYear()).toBeGreaterThan(2000);
  });

  it('Meus Dados leaves status, type, role, password, confirmation and links of the customer and login alone', async () => {
    const own = await insertCliente(t.db, clienteExemplo('pf', 11335577));
    const me = await insertUser(t.db, 'CLIENTE', { clienteId: own.id, name: 'Carla Cliente Souza' });
    const before = await login('u.id', me.id);
    const body = {
      ...privileged(ids),
      nome: 'Carla Cliente Souza',
      email_faturamento: 'carla@exemplo.com.br',
      cpf: own.doc,
      cep: '01310100',
      logradouro: 'Rua B',
      numero: '2',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
      tipo_pessoa: 'pj',
      isento_ie: false,
      ie: '999',
      email: 'outro@exemplo.com.br',
      criado_em: '2000-01-01T00:00:00Z',
    };
    await t.http
      .put('/api/meusdados')
      .set(await bearer(me, 'CLIENTE'))
      .send(body)
      .expect(200);

    const cliente = (
      await t.db.query('SELECT id, status, tipo_pessoa, ie, cidade, criado_em FROM clientes WHERE id = $1', [own.id])
    ).rows[0];
    expect(cliente).toMatchObject({ id: own.id, status: true, tipo_pessoa: 'pf', ie: null, cidade: 'CAMPINAS' });
    expect(new Date(cliente.criado_em).getFullYear()).toBeGreaterThan(2000);
    expect(await login('u.id', me.id)).toEqual(before);
  });

  it('internal-user create and update take only e-mail, name, phone, status and a staff role', async () => {
    const auth = await bearer(admin, 'ADMIN');
    const base = { email: 'equipe@exemplo.com.br', name: 'Equipe Nova', phoneNumber: '11987654321', status: 1 };
    const roles = (await t.http.get('/api/UsuariosInternos/roles').set(auth).expect(200)).body as {
      id: number;
      normalizedName: string;
    }[];
    const comercial = roles.find((role) => role.normalizedName === 'COMERCIAL')!.id;

    // A CLIENTE role is not a staff role: refused, nothing created.
    const asCliente = await t.http
      .post('/api/UsuariosInternos')
      .set(auth)
      .send({ ...base, roleId: ids.clienteRoleId })
      .expect(400);
    expect(asCliente.body.message).toBe('Perfil de acesso não encontrado.');
    expect(await login('u.email', base.email)).toBeUndefined();

    const { status: _status, roleId: _roleId, ...extra } = privileged(ids);
    const created = await t.http
      .post('/api/UsuariosInternos')
      .set(auth)
      .send({ ...extra, ...base, roleId: comercial })
      .expect(201);
    const id = created.body.id as number;
    expect(id).not.toBe(1);
    expect(await login('u.id', id)).toMatchObject({
      email: base.email,
      role: 'COMERCIAL',
      status: 1,
      password_hash: null,
      cliente_id: null,
      email_confirmed: false,
    });

    const before = await login('u.id', id);
    await t.http
      .put(`/api/UsuariosInternos/${id}`)
      .set(auth)
      .send({ ...extra, ...base, id: admin.id, name: 'Equipe Renomeada', roleId: comercial })
      .expect(200);
    expect(await login('u.id', id)).toEqual(before);
    expect((await t.db.query('SELECT name FROM users WHERE id = $1', [id])).rows[0].name).toBe('Equipe Renomeada');
    expect((await t.db.query('SELECT name FROM users WHERE id = $1', [admin.id])).rows[0].name).not.toBe(
      'Equipe Renomeada',
    );

    // Moving a staff login onto the CLIENTE role through update is refused as well.
    await t.http
      .put(`/api/UsuariosInternos/${id}`)
      .set(auth)
      .send({ ...base, roleId: ids.clienteRoleId })
      .expect(400);
    expect(await login('u.id', id)).toMatchObject({ role: 'COMERCIAL' });
  });

  it('customer and product updates take the id from the route, never from the body', async () => {
    const auth = await bearer(admin, 'ADMIN');
    const a = await insertCliente(t.db, clienteExemplo('pf', 22446688));
    const b = await insertCliente(t.db, clienteExemplo('pf', 33557799));
    const bRow = (await t.db.query('SELECT md5(c::text) AS hash FROM clientes c WHERE id = $1', [b.id])).rows[0].hash;
    const body = {
      id: b.id,
      tipo_pessoa: 'pf',
      nome: 'Cliente A Editado',
      cpf: a.doc,
      cep: '01310100',
      logradouro: 'Rua C',
      numero: '3',
      bairro: 'Centro',
      cidade: 'Santos',
      uf: 'SP',
      criado_em: '2000-01-01T00:00:00Z',
    };
    await t.http.put(`/api/Clientes/${a.id}`).set(auth).send(body).expect(200);
    expect((await t.db.query('SELECT nome FROM clientes WHERE id = $1', [a.id])).rows[0].nome).toBe(
      'Cliente A Editado',
    );
    expect((await t.db.query('SELECT md5(c::text) AS hash FROM clientes c WHERE id = $1', [b.id])).rows[0].hash).toBe(
      bRow,
    );

    const produto = await t.http
      .post('/api/Produtos')
      .set(auth)
      .send({ id: 77, sku: 'MASS1', tipo: 'p', nome: 'Produto Massa', criado_em: '2000-01-01T00:00:00Z' })
      .expect(201);
    expect(produto.body.id).not.toBe(77);
    const stored = (await t.db.query('SELECT criado_em FROM produtos WHERE id = $1', [produto.body.id])).rows[0];
    expect(new Date(stored.criado_em).getFullYear()).toBeGreaterThan(2000);
  });
});
