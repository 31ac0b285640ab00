import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { changedTables, fingerprint } from './raw-http.js';

// Issue 25, finding 6: a lone UTF-16 surrogate in any text was a 500 (the audit entry's JSON, an
// e-mail link's encodeURIComponent), versao past the integer column was a 500, and numbers were
// saved where text is expected. Each is a 400 { message } now, by one rule in the request pipeline.

const LONE = 'a\ud800b';
const INVALID_TEXT = 'O texto contém caracteres inválidos.';

describe('ill-formed text, out-of-range integers and wrong types answer 400', () => {
  let t: TestApp;
  let admin: Caller;
  let cliente: Caller;
  let clienteId: number;
  let produtoId: number;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '100', PUBLIC_FORM_MAX_PER_HOUR: '1000' });
    admin = await callerFor(t, 'ADMIN');
    clienteId = (await insertCliente(t.db, clienteExemplo('pj', 11223344))).id;
    cliente = await callerFor(t, 'CLIENTE', { clienteId, name: 'Pessoa Cliente' });
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, preco) VALUES ('SUR-1', 'p', 'Produto', 10) RETURNING id`,
    );
    produtoId = rows[0].id;
  });
  afterAll(() => t.close());

  const line = () => ({ produtoId, quantidade: 1, precoUnitario: 10 });
  const quotation = (extra: object = {}) => ({ clienteId, itens: [line()], ...extra });
  const address = { cep: '01310100', logradouro: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Campinas', uf: 'SP' };

  /** [who, method, path, body]: the routes the issue tried, anonymous ones included. */
  function surrogateCases(): [string, 'post' | 'put', string, object][] {
    return [
      ['anon', 'post', '/api/Auth/login', { email: LONE, password: 'x' }],
      ['anon', 'post', '/api/Auth/login', { email: 'a@b.com', password: LONE }],
      ['anon', 'post', '/api/auth/forgot-password', { email: `${LONE}@exemplo.com.br` }],
      ['anon', 'post', '/api/auth/reset-password', { userId: '1', token: LONE, newPassword: 'Senha-forte-9' }],
      ['anon', 'post', '/api/public/contato', { nome: LONE, email: 'a@b.com', mensagem: 'Olá, tudo bem?' }],
      ['anon', 'post', '/api/public/contato', { nome: 'Ana Lima', email: 'a@b.com', mensagem: `Olá ${LONE}` }],
      ['anon', 'post', '/api/public/PublicClientes', { tipo_pessoa: 'pf', nome: LONE, email: 'n@exemplo.com.br' }],
      ['admin', 'post', '/api/Produtos', { sku: 'SUR-2', tipo: 'p', nome: LONE }],
      ['admin', 'put', `/api/Produtos/${produtoId}`, { sku: 'SUR-1', tipo: 'p', nome: 'Produto', descricao: LONE }],
      ['admin', 'post', '/api/Clientes', { tipo_pessoa: 'pf', nome: LONE, cpf: '52998224725', ...address }],
      ['admin', 'post', '/api/UsuariosInternos', { email: 'i@exemplo.com.br', name: LONE, status: 1, roleId: 1 }],
      ['admin', 'post', '/api/Cotacoes', quotation({ observacoes: LONE })],
      ['admin', 'post', '/api/Cotacoes', quotation({ itens: [{ ...line(), unidade: LONE }] })],
      ['admin', 'post', `/api/Clientes/${clienteId}/anonimizar`, { motivo: LONE }],
      ['cliente', 'put', '/api/meusdados', { complemento: LONE }],
      ['cliente', 'post', '/api/meusdados/excluir-conta', { senha: LONE }],
      // In a key, and deep inside objects and arrays the DTO does not even declare.
      ['admin', 'post', '/api/Produtos', { sku: 'SUR-3', tipo: 'p', nome: 'Ok', [LONE]: 1 }],
      ['anon', 'post', '/api/public/contato', { nome: 'Ana Lima', extra: [{ a: [LONE] }] }],
    ];
  }

  it('a lone surrogate in any text, key or nested value is 400 with a Portuguese message, and saves nothing', async () => {
    const before = await fingerprint(t.db);
    const contatos = await t.db.query('SELECT count(*)::int AS n FROM contatos');
    const answers: string[] = [];
    for (const [who, method, path, body] of surrogateCases()) {
      let call = t.http[method](path);
      if (who !== 'anon') call = call.set((who === 'admin' ? admin : cliente).auth);
      const response = await call.send(body);
      answers.push(`${method} ${path} ${response.status} ${response.body.message}`);
    }
    expect(answers).toEqual(surrogateCases().map(([, method, path]) => `${method} ${path} 400 ${INVALID_TEXT}`));
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM contatos')).rows).toEqual(contatos.rows);
  });

  it('ill-formed UTF-8 in the path or the query is a 4xx, never a 500', async () => {
    for (const path of [
      '/api/Produtos/%ED%A0%80',
      '/api/Produtos?nome=%ED%A0%80abc',
      '/api/Produtos?nome=abc%00def',
      '/api/cnpj/consulta-cnpj/%ED%A0%80',
    ]) {
      const response = await t.http.get(path).set(admin.auth);
      const refused = response.status >= 400 ? typeof response.body.message : 'aceito';
      expect([path, response.status < 500, refused]).toEqual([
        path,
        true,
        response.status >= 400 ? 'string' : 'aceito',
      ]);
    }
  });

  it('versao past the integer column, 1e308 or not a number is 400, and the draft is unchanged', async () => {
    const created = await t.http.post('/api/Cotacoes').set(admin.auth).send(quotation()).expect(201);
    const before = await t.db.query('SELECT * FROM cotacoes WHERE id = $1', [created.body.id]);
    const valid = JSON.stringify(quotation()).slice(0, -1);
    for (const versao of ['2147483648', '1e308', '1e309', '-1', '1.5', '"1"', 'true', '[1]', '{}']) {
      const response = await t.http
        .put(`/api/Cotacoes/${created.body.id}`)
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send(`${valid},"versao":${versao}}`);
      expect([versao, response.status, typeof response.body.message]).toEqual([versao, 400, 'string']);
    }
    expect((await t.db.query('SELECT * FROM cotacoes WHERE id = $1', [created.body.id])).rows).toEqual(before.rows);
  });

  it('out-of-range ids inside a body are 400', async () => {
    for (const body of [
      quotation({ clienteId: 2 ** 31 }),
      quotation({ itens: [{ ...line(), produtoId: 1e308 }] }),
      { clienteId: 2 ** 31 },
    ]) {
      const path = 'itens' in body ? '/api/Cotacoes' : '/api/Cotacoes/1/duplicar';
      const response = await t.http.post(path).set(admin.auth).send(body);
      expect([path, response.status]).toEqual([path, 400]);
    }
    const reset = await t.http
      .post('/api/auth/reset-password')
      .send({ userId: 2 ** 31, token: 'A'.repeat(43), newPassword: 'Senha-forte-9' });
    expect(reset.status).toBe(400);
  });

  it('a number, boolean, object or array where text is expected is 400 with the field named', async () => {
    const before = await fingerprint(t.db);
    const TEXT = 'Valor inválido: envie um texto.';
    const cases: [string, string, object, string, string][] = [
      ['admin', '/api/Produtos', { sku: 12, tipo: 'p', nome: 'Produto doze' }, 'sku', TEXT],
      ['admin', '/api/Produtos', { sku: 'N-2', tipo: 'p', nome: 34 }, 'nome', TEXT],
      [
        'admin',
        '/api/Produtos',
        { sku: 'N-3', tipo: 'p', nome: 'Ok', descricao: true },
        'descricao',
        'Descrição deve ter no máximo 1000 caracteres.',
      ],
      [
        'admin',
        '/api/Clientes',
        { tipo_pessoa: 'pf', nome: 'Ana Lima', cpf: '52998224725', ...address, complemento: 12 },
        'complemento',
        TEXT,
      ],
      [
        'admin',
        '/api/Clientes',
        { tipo_pessoa: 'pf', nome: 'Ana Lima', cpf: '52998224725', ...address, numero: 10 },
        'numero',
        TEXT,
      ],
      [
        'anon',
        '/api/public/contato',
        { nome: 'Ana Lima', email: 'a@b.com', telefone: 11987654321, mensagem: 'Olá' },
        'telefone',
        TEXT,
      ],
      ['admin', '/api/Cotacoes', quotation({ observacoes: 7 }), 'observacoes', TEXT],
      // The line's own rule answers first; either way the field is named.
      [
        'admin',
        '/api/Cotacoes',
        quotation({ itens: [{ ...line(), unidade: 5 }] }),
        'itens.0.unidade',
        'Unidade deve ter de 1 a 6 caracteres.',
      ],
    ];
    for (const [who, path, body, field, message] of cases) {
      let call = t.http.post(path);
      if (who === 'admin') call = call.set(admin.auth);
      const response = await call.send(body);
      expect([path, response.status, response.body.errors, response.body.message]).toEqual([
        path,
        400,
        { [field]: [message] },
        message,
      ]);
    }
    const meus = await t.http.put('/api/meusdados').set(cliente.auth).send({ numero: 10 });
    expect([meus.status, Object.keys(meus.body.errors ?? {})]).toEqual([400, ['numero']]);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });
});
