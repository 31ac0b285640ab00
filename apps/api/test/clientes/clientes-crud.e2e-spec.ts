import { CLIENTE_MESSAGES as M, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { cnpjFrom, cpfFrom, insertCliente, nextNumber } from '@portal/test-support';
import { insertUser, type TestApp } from '../support/test-app.js';
import { startWithCaller, auditEntries, type Caller } from '../support/backoffice-helpers.js';

const mask = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const maskCnpj = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

function pfBody(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    tipo_pessoa: 'pf',
    nome: 'Ana Beatriz Lima',
    cpf: mask(cpfFrom(nextNumber())),
    email_faturamento: 'Ana.Lima@Exemplo.COM',
    status: true,
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000a',
    complemento: 'sala 5',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'sp',
    ...overrides,
  };
}

function pjBody(overrides: Record<string, unknown> = {}) {
  return {
    tipo_pessoa: 'pj',
    nome: 'Mercado Bom Preço',
    razao_social: 'Mercado Bom Preço Ltda',
    cnpj: maskCnpj(cnpjFrom(String(nextNumber()).padStart(8, '0') + '0001')),
    ie: '110.042.490.114',
    isento_ie: false,
    email_faturamento: 'financeiro@bompreco.com.br',
    status: true,
    cep: '30130000',
    logradouro: 'Rua da Bahia',
    numero: '12',
    complemento: null,
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    ...overrides,
  };
}

describe('customers: read, create, update, delete', () => {
  let t: TestApp;
  let staff: Caller;

  beforeAll(async () => ({ t, caller: staff } = await startWithCaller('COMERCIAL')));
  afterAll(() => t.close());

  const post = (body: object) => t.http.post('/api/Clientes').set(staff.auth).send(body);
  const put = (id: number, body: object) => t.http.put(`/api/Clientes/${id}`).set(staff.auth).send(body);
  const row = async (id: number) => (await t.db.query('SELECT * FROM clientes WHERE id = $1', [id])).rows[0];

  describe('POST /api/Clientes', () => {
    it('creates a pf customer, normalised, and audits it', async () => {
      const body = pfBody();
      const response = await post(body).expect(201);
      const cpf = body.cpf.replace(/\D/g, '');
      expect(response.body).toEqual({
        id: expect.any(Number),
        tipo_pessoa: 'pf',
        nome: 'Ana Beatriz Lima',
        razao_social: null,
        cnpj: null,
        cpf,
        ie: null,
        isento_ie: false,
        email_faturamento: 'ana.lima@exemplo.com',
        status: true,
        cep: '01310100',
        logradouro: 'AVENIDA PAULISTA',
        numero: '1000A',
        complemento: 'SALA 5',
        bairro: 'BELA VISTA',
        cidade: 'SÃO PAULO',
        uf: 'SP',
        versao: 0,
      });
      expect(await row(response.body.id)).toMatchObject({
        cpf,
        cidade: 'SÃO PAULO',
        email_faturamento: 'ana.lima@exemplo.com',
      });
      const [entry] = (await auditEntries(t.db, 'CLIENTE_CREATED')).filter((e) => e.data.idObject === response.body.id);
      expect(entry.message).toBe(`Cliente criado: Ana Beatriz Lima (id ${response.body.id})`);
      expect(entry.data).toMatchObject({
        userId: staff.user.id,
        email: staff.user.email,
        ip: expect.any(String),
        action: 'CLIENTE_CREATED',
        changes: expect.objectContaining({ cpf, nome: 'Ana Beatriz Lima' }),
      });
    });

    it('creates a pj customer with an alphanumeric CNPJ, IE digits only, razão social upper-cased', async () => {
      const cnpj = cnpjFrom('A1B2C3D40001');
      const response = await post(pjBody({ cnpj: maskCnpj(cnpj).toLowerCase() })).expect(201);
      expect(response.body).toMatchObject({
        cnpj,
        cpf: null,
        ie: '110042490114',
        razao_social: 'MERCADO BOM PREÇO LTDA',
        nome: 'Mercado Bom Preço',
      });
    });

    it('clears IE when isento_ie, and fields of the other person type', async () => {
      const response = await post(pjBody({ isento_ie: true, ie: '123', cpf: cpfFrom(nextNumber()) })).expect(201);
      expect(response.body).toMatchObject({ isento_ie: true, ie: null, cpf: null });
      const pf = await post(pfBody({ razao_social: 'Nada', cnpj: cnpjFrom('112223330001') })).expect(201);
      expect(pf.body).toMatchObject({ razao_social: null, cnpj: null });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['pf without nome', pfBody({ nome: '  ' }), M.nomeRequiredPf],
      ['pf without CPF', pfBody({ cpf: '' }), M.cpfRequired],
      ['pf with a wrong CPF', pfBody({ cpf: '123.456.789-00' }), M.cpfInvalid],
      ['pf with all-equal CPF', pfBody({ cpf: '11111111111' }), M.cpfInvalid],
      ['pf with a bad e-mail', pfBody({ email_faturamento: 'ana@' }), M.emailInvalid],
      ['pj without nome', pjBody({ nome: null }), M.nomeRequiredPj],
      ['pj without CNPJ', pjBody({ cnpj: undefined }), M.cnpjRequired],
      ['pj with a wrong CNPJ', pjBody({ cnpj: '11.222.333/0001-00' }), M.cnpjInvalid],
      ['pj without razão social', pjBody({ razao_social: '' }), M.razaoSocialRequired],
      ['pj without billing e-mail', pjBody({ email_faturamento: '' }), M.emailFaturamentoRequired],
      ['pj with a bad billing e-mail', pjBody({ email_faturamento: 'a b@c.com' }), M.emailInvalid],
      ['pj not exempt without IE', pjBody({ ie: '' }), M.ieRequired],
      ['no logradouro', pfBody({ logradouro: '' }), M.logradouroRequired],
      ['no bairro', pfBody({ bairro: undefined }), M.bairroRequired],
      ['no cidade', pfBody({ cidade: ' ' }), M.cidadeRequired],
      ['no uf', pfBody({ uf: '' }), M.ufRequired],
      ['unknown uf', pfBody({ uf: 'XX' }), SERVER_MESSAGES.invalidUf],
      ['no CEP', pfBody({ cep: '' }), M.cepRequired],
      ['short CEP', pfBody({ cep: '0131-010' }), M.cepInvalid],
      ['no numero', pfBody({ numero: '' }), M.numeroRequired],
      ['unknown tipo_pessoa', pfBody({ tipo_pessoa: 'px' }), SERVER_MESSAGES.invalidTipoPessoa],
      ['nome over 255', pfBody({ nome: 'a'.repeat(256) }), 'Nome deve ter no máximo 255 caracteres.'],
      ['numero over 10', pfBody({ numero: '12345678901' }), 'Número deve ter no máximo 10 caracteres.'],
      ['IE over 14 digits', pjBody({ ie: '1'.repeat(15) }), 'IE deve ter no máximo 14 caracteres.'],
      ['status not a boolean', pfBody({ status: 'sim' }), SERVER_MESSAGES.invalidFlag],
    ])('answers 400 for %s with the contract message', async (_name, body, message) => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM clientes')).rows[0].n;
      const response = await post(body).expect(400);
      expect(response.body.message).toBe(message);
      expect((await t.db.query('SELECT count(*)::int AS n FROM clientes')).rows[0].n).toBe(before);
    });

    it('lists every broken rule in errors', async () => {
      const response = await post({ tipo_pessoa: 'pj' }).expect(400);
      expect(response.body.errors).toMatchObject({
        nome: [M.nomeRequiredPj],
        cnpj: [M.cnpjRequired],
        razao_social: [M.razaoSocialRequired],
        email_faturamento: [M.emailFaturamentoRequired],
        ie: [M.ieRequired],
        cep: [M.cepRequired],
        logradouro: [M.logradouroRequired],
        numero: [M.numeroRequired],
        bairro: [M.bairroRequired],
        cidade: [M.cidadeRequired],
        uf: [M.ufRequired],
      });
    });

    it('answers 409 for a CPF or CNPJ already registered, masked or not', async () => {
      const pf = pfBody();
      await post(pf).expect(201);
      const dupCpf = await post(pfBody({ cpf: pf.cpf.replace(/\D/g, '') })).expect(409);
      expect(dupCpf.body.message).toBe(SERVER_MESSAGES.cpfTaken);
      const pj = pjBody();
      await post(pj).expect(201);
      const dupCnpj = await post(pjBody({ cnpj: String(pj.cnpj).replace(/\W/g, '') })).expect(409);
      expect(dupCnpj.body.message).toBe(SERVER_MESSAGES.cnpjTaken);
    });
  });

  describe('GET /api/Clientes/{id}', () => {
    it('answers the customer, 404 for an unknown id and 400 for a malformed one', async () => {
      const created = await post(pjBody()).expect(201);
      expect((await t.http.get(`/api/Clientes/${created.body.id}`).set(staff.auth).expect(200)).body).toEqual(
        created.body,
      );
      expect((await t.http.get('/api/Clientes/99999999').set(staff.auth).expect(404)).body.message).toBe(
        SERVER_MESSAGES.notFound,
      );
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        expect((await t.http.get(`/api/Clientes/${bad}`).set(staff.auth).expect(400)).body.message).toBe(
          SERVER_MESSAGES.invalidId,
        );
      }
    });
  });

  describe('PUT /api/Clientes/{id}', () => {
    it('updates and normalises the fields, and audits what changed', async () => {
      const created = (await post(pfBody()).expect(201)).body;
      const response = await put(
        created.id,
        pfBody({ id: created.id, cpf: created.cpf, nome: 'Ana B. Lima', bairro: 'jardins', status: false }),
      ).expect(200);
      expect(response.body).toMatchObject({ id: created.id, nome: 'Ana B. Lima', bairro: 'JARDINS', status: false });
      expect(await row(created.id)).toMatchObject({ nome: 'Ana B. Lima', bairro: 'JARDINS', status: false });
      const [entry] = (await auditEntries(t.db, 'CLIENTE_UPDATED')).filter((e) => e.data.idObject === created.id);
      expect(entry.message).toBe(`Cliente atualizado: Ana B. Lima (id ${created.id})`);
      expect(entry.data).toMatchObject({ userId: staff.user.id, email: staff.user.email, action: 'CLIENTE_UPDATED' });
      expect(entry.data.changes).toEqual({
        nome: { de: 'Ana Beatriz Lima', para: 'Ana B. Lima' },
        bairro: { de: 'BELA VISTA', para: 'JARDINS' },
        status: { de: true, para: false },
      });
    });

    it('accepts the same CPF masked, refuses a different CPF or CNPJ and a change of person type', async () => {
      const pf = (await post(pfBody()).expect(201)).body;
      await put(pf.id, pfBody({ cpf: mask(pf.cpf) })).expect(200);
      const other = await put(pf.id, pfBody({ cpf: cpfFrom(nextNumber()) })).expect(400);
      expect(other.body.message).toBe(SERVER_MESSAGES.documentImmutable);
      const toPj = await put(pf.id, pjBody()).expect(400);
      expect(toPj.body.message).toBe(SERVER_MESSAGES.documentImmutable);
      const pj = (await post(pjBody()).expect(201)).body;
      const cnpj = await put(pj.id, pjBody({ cnpj: cnpjFrom('998887770001') })).expect(400);
      expect(cnpj.body.message).toBe(SERVER_MESSAGES.documentImmutable);
      expect(await row(pf.id)).toMatchObject({ cpf: pf.cpf, tipo_pessoa: 'pf' });
      expect(await row(pj.id)).toMatchObject({ cnpj: pj.cnpj });
    });

    it('validates the body like POST and answers 404 for an unknown id', async () => {
      const pf = (await post(pfBody()).expect(201)).body;
      expect((await put(pf.id, pfBody({ cpf: pf.cpf, cep: '' })).expect(400)).body.message).toBe(M.cepRequired);
      expect((await put(99999999, pfBody()).expect(404)).body.message).toBe(SERVER_MESSAGES.notFound);
    });
  });

  describe('DELETE /api/Clientes/{id}', () => {
    it('refuses a customer with orders, saying why', async () => {
      const id = (await insertCliente(t.db)).id;
      await t.db.query(`INSERT INTO pedidos (cliente_id, valor, data_emissao) VALUES ($1, 10.5, now())`, [id]);
      const response = await t.http.delete(`/api/Clientes/${id}`).set(staff.auth).expect(409);
      expect(response.body.message).toBe(SERVER_MESSAGES.customerHasOrders);
      expect(await row(id)).toBeDefined();
      expect((await auditEntries(t.db, 'CLIENTE_DELETED')).some((e) => e.data.idObject === id)).toBe(false);
    });

    it('deletes a customer without orders together with its logins, and audits it', async () => {
      const id = (await insertCliente(t.db, { nome: 'Cliente Para Excluir' })).id;
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: id });
      const response = await t.http.delete(`/api/Clientes/${id}`).set(staff.auth).expect(200);
      expect(response.body.message).toBe(SUCCESS_MESSAGES.customerDeleted);
      expect(await row(id)).toBeUndefined();
      expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [login.id])).rowCount).toBe(0);
      const [entry] = (await auditEntries(t.db, 'CLIENTE_DELETED')).filter((e) => e.data.idObject === id);
      expect(entry.message).toBe(`Cliente excluído: Cliente Para Excluir (id ${id})`);
      expect(entry.data).toMatchObject({ userId: staff.user.id, action: 'CLIENTE_DELETED' });
      expect(entry.data.changes).toMatchObject({ loginsRemovidos: [login.email] });
      await t.http.delete(`/api/Clientes/${id}`).set(staff.auth).expect(404);
    });
  });

  describe('GET /api/clientes/{id}/pedidos and /usuarios', () => {
    it('lists orders newest first with numeric valor, or [] and 404', async () => {
      const id = (await insertCliente(t.db)).id;
      await t.db.query(
        `INSERT INTO pedidos (cliente_id, valor, data_emissao)
         VALUES ($1, 1234.56, '2026-10-01T12:00:00Z'), ($1, 0.1, '2026-11-01T08:30:00Z')`,
        [id],
      );
      const response = await t.http.get(`/api/clientes/${id}/pedidos`).set(staff.auth).expect(200);
      expect(response.body).toEqual([
        { id: expect.any(Number), valor: 0.1, dataEmissao: '2026-11-01T08:30:00.000Z', cotacaoId: null },
        { id: expect.any(Number), valor: 1234.56, dataEmissao: '2026-10-01T12:00:00.000Z', cotacaoId: null },
      ]);
      const empty = (await insertCliente(t.db)).id;
      expect((await t.http.get(`/api/clientes/${empty}/pedidos`).set(staff.auth).expect(200)).body).toEqual([]);
      await t.http.get('/api/clientes/99999999/pedidos').set(staff.auth).expect(404);
    });

    it('lists the customer logins as { id, nome, email, ativo, senhaDefinida, criadoEm, ultimoAcesso }, or [] and 404', async () => {
      const id = (await insertCliente(t.db)).id;
      const login = await insertUser(t.db, 'CLIENTE', { clienteId: id, name: 'Rita Login' });
      expect((await t.http.get(`/api/clientes/${id}/usuarios`).set(staff.auth).expect(200)).body).toEqual([
        {
          id: login.id,
          nome: 'Rita Login',
          email: login.email,
          ativo: true,
          senhaDefinida: true,
          criadoEm: expect.any(String),
          ultimoAcesso: null,
        },
      ]);
      const empty = (await insertCliente(t.db)).id;
      expect((await t.http.get(`/api/clientes/${empty}/usuarios`).set(staff.auth).expect(200)).body).toEqual([]);
      await t.http.get('/api/clientes/99999999/usuarios').set(staff.auth).expect(404);
    });
  });
});
