import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { nestRoutes } from '../support/route-inventory.js';
import { routeKey } from '../support/route-policy.js';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';
import { changedTables, fingerprint } from './raw-http.js';
import { VALID_BODIES, type FuzzWorld } from './valid-bodies.js';

describe('a CLIENTE only ever reaches their own customer', () => {
  let t: TestApp;
  let mine: { id: number; doc: string };
  let theirs: { id: number; doc: string };
  let me: TestUser;
  let them: TestUser;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    mine = await insertCliente(t.db, clienteExemplo('pj', 24681357));
    theirs = await insertCliente(t.db, clienteExemplo('pf', 13572468));
    me = await insertUser(t.db, 'CLIENTE', { clienteId: mine.id, name: 'Ana Minha Silva' });
    them = await insertUser(t.db, 'CLIENTE', { clienteId: theirs.id, name: 'Bruno Alheio Souza' });
    auth = { Authorization: `Bearer ${await tokenFor(t.app, me, 'CLIENTE')}` };
  });
  afterAll(() => t.close());

  const rowOf = async (table: 'clientes' | 'users', id: number) =>
    (await t.db.query(`SELECT md5(t::text) AS hash FROM ${table} t WHERE id = $1`, [id])).rows[0]?.hash as string;

  it("gets 403 on every back-office route, aimed at the other customer's rows, and nothing changes", async () => {
    const world: FuzzWorld = {
      existingIds: [theirs.id],
      clienteCnpj: mine.doc,
      comercialRoleId: 2,
      knownEmail: them.email,
      knownUserId: them.id,
      clienteId: theirs.id,
      produtoId: 1,
    };
    const before = await fingerprint(t.db);
    const wrong: string[] = [];
    const backOffice = nestRoutes(t.app).filter((route) => !route.isPublic && !route.roles?.includes('CLIENTE'));
    for (const route of backOffice) {
      const path = route.path
        .replace(':cnpj', theirs.doc)
        .replace(/:\w+/g, String(/usuarios/i.test(route.path) ? them.id : theirs.id));
      const body = VALID_BODIES[routeKey(route)]?.(world, 1) ?? {};
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const response = await t.http[method](path).set(auth).send(body);
      if (response.status !== 403 || response.body.message !== 'Acesso negado.')
        wrong.push(`${routeKey(route)} -> ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(backOffice.length).toBeGreaterThan(20);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it('Meus Dados answers only their own customer, whatever ids the request carries', async () => {
    // Ids in the query are refused (probe F12: the lists refuse unknown parameters too), never obeyed.
    const withIds = await t.http
      .get(`/api/meusdados?id=${theirs.id}&clienteId=${theirs.id}&cliente_id=${theirs.id}&userId=${them.id}`)
      .set(auth)
      .expect(400);
    expect(withIds.body.message).toBe('Parâmetro desconhecido na consulta.');
    expect(JSON.stringify(withIds.body)).not.toContain(theirs.doc);
    const response = await t.http.get('/api/meusdados').set(auth).expect(200);
    expect(response.body).toMatchObject({ tipo_pessoa: 'pj', cnpj: mine.doc, cpf: null });
    expect(response.body.responsavel).toMatchObject({ id: me.id, email: me.email });
    expect(JSON.stringify(response.body)).not.toContain(theirs.doc);
    const byPath = await t.http.get(`/api/meusdados/${theirs.id}`).set(auth).expect(404);
    expect(byPath.body.message).toBe('Recurso não encontrado.');
  });

  it("an update carrying the other customer's ids changes only their own rows", async () => {
    const theirRow = await rowOf('clientes', theirs.id);
    const theirLogin = await rowOf('users', them.id);
    const body = {
      id: theirs.id,
      cliente_id: theirs.id,
      clienteId: theirs.id,
      userId: them.id,
      responsavelId: them.id,
      nome: 'Loja Minha Atualizada',
      razao_social: 'Loja Minha Ltda',
      email_faturamento: 'fin@minha.com.br',
      cnpj: mine.doc,
      cep: '01310100',
      logradouro: 'Rua A',
      numero: '1',
      bairro: 'Centro',
      cidade: 'São Paulo',
      uf: 'SP',
      responsavelNome: 'Ana Minha Silva',
      responsavelEmail: me.email,
    };
    await t.http.put('/api/meusdados').set(auth).send(body).expect(200);
    const { rows } = await t.db.query('SELECT id, nome FROM clientes WHERE nome = $1', ['Loja Minha Atualizada']);
    expect(rows).toEqual([{ id: mine.id, nome: 'Loja Minha Atualizada' }]);
    expect(await rowOf('clientes', theirs.id)).toBe(theirRow);
    expect(await rowOf('users', them.id)).toBe(theirLogin);

    // Claiming the other customer's document is refused outright.
    const claim = await t.http
      .put('/api/meusdados')
      .set(auth)
      .send({ ...body, cnpj: null, cpf: theirs.doc })
      .expect(400);
    expect(claim.body.message).toBe('CPF e CNPJ não podem ser alterados.');
    expect(await rowOf('clientes', theirs.id)).toBe(theirRow);
  });

  it("the password link goes to their own login only, never to the other customer's", async () => {
    // An id in the query is refused (F12) and sends nothing; one in the body is ignored.
    await t.http
      .post(`/api/meusdados/trocar-minha-senha?userId=${them.id}`)
      .set(auth)
      .send({ userId: them.id })
      .expect(400);
    expect((await t.db.query('SELECT user_id FROM user_tokens')).rows).toEqual([]);
    await t.http.post('/api/meusdados/trocar-minha-senha').set(auth).send({ userId: them.id }).expect(200);
    const { rows } = await t.db.query('SELECT user_id FROM user_tokens ORDER BY id');
    expect(rows).toEqual([{ user_id: me.id }]);
  });
});
