import {
  COTACAO_MESSAGES,
  PRODUTO_MESSAGES as M,
  SEARCH_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@portal/shared/messages';
import { type TestApp } from '../support/test-app.js';
import { startWithCaller, auditEntries, type Caller } from '../support/backoffice-helpers.js';

interface Fixture {
  sku: string;
  tipo: 'p' | 's';
  nome: string;
  status: boolean;
  criado_em: string;
}

// Distinct ASCII first letters so any collation sorts them alike.
const FIXTURES: Record<string, Fixture> = {
  A: { sku: 'CAB-001', tipo: 'p', nome: 'Cabo de rede', status: true, criado_em: '2026-01-05T10:00:00Z' },
  B: { sku: 'SUP-010', tipo: 's', nome: 'Suporte mensal', status: true, criado_em: '2026-03-01T10:00:00Z' },
  C: { sku: 'ROT-002', tipo: 'p', nome: 'Roteador Wi-Fi', status: false, criado_em: '2026-02-10T10:00:00Z' },
  D: { sku: 'INS-020', tipo: 's', nome: 'Instalação de rede', status: false, criado_em: '2025-12-24T10:00:00Z' },
};

describe('products', () => {
  let t: TestApp;
  let staff: Caller;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('ADMIN'));
    for (const [key, f] of Object.entries(FIXTURES)) {
      const { rows } = await t.db.query(
        `INSERT INTO produtos (sku, tipo, nome, status, criado_em) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [f.sku, f.tipo, f.nome, f.status, f.criado_em],
      );
      ids[key] = rows[0].id;
    }
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.http
      .get('/api/Produtos')
      .query({ sku: '', ...query })
      .set(staff.auth);
  const keysOf = (body: { data: { id: number }[] }) =>
    body.data.map((row) => Object.keys(ids).find((key) => ids[key] === row.id) ?? `novo:${row.id}`);
  const post = (body: object) => t.http.post('/api/Produtos').set(staff.auth).send(body);

  describe('GET /api/Produtos', () => {
    it('answers every product by default (statusfiltro todos), sorted by nome, with the contract fields', async () => {
      const response = await t.http.get('/api/Produtos').set(staff.auth).expect(200);
      expect(keysOf(response.body)).toEqual(['A', 'D', 'C', 'B']);
      expect(response.body.totalCount).toBe(4);
      expect(response.body.data[0]).toEqual({
        id: ids.A,
        sku: 'CAB-001',
        tipo: 'p',
        nome: 'Cabo de rede',
        status: true,
        descricao: null,
        preco: null,
        unidade: 'UN',
        ncm: null,
        ipiPercentual: 0,
        criado_em: '2026-01-05T10:00:00.000Z',
        versao: 0,
      });
    });

    it.each<[string, Record<string, string | number>, string[]]>([
      ['sku part, any case', { sku: 'sup' }, ['B']],
      ['nome part, any case', { nome: 'REDE' }, ['A', 'D']],
      ['tipo p', { tipo: 'p' }, ['A', 'C']],
      ['tipo s', { tipo: 's' }, ['D', 'B']],
      ['tipo todos', { tipo: 'todos' }, ['A', 'D', 'C', 'B']],
      ['statusfiltro ativo', { statusfiltro: 'ativo' }, ['A', 'B']],
      ['statusfiltro inativo', { statusfiltro: 'inativo' }, ['D', 'C']],
      ['combined tipo + status', { tipo: 's', statusfiltro: 'inativo' }, ['D']],
      ['combined nome + tipo + sku', { nome: 'rede', tipo: 'p', sku: '001' }, ['A']],
      ['nome with wildcards', { nome: '___' }, []],
    ])('filters by %s', async (_name, query, expected) => {
      const response = await search(query).expect(200);
      expect(keysOf(response.body)).toEqual(expected);
      expect(response.body.totalCount).toBe(expected.length);
    });

    it('filters by id', async () => {
      expect(keysOf((await search({ id: ids.C }).expect(200)).body)).toEqual(['C']);
    });

    it.each(['id', 'sku', 'nome', 'tipo', 'status', 'criado_em'])('sorts by %s both ways', async (field) => {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = Object.keys(FIXTURES).sort((a, b) => {
          const [x, y] =
            field === 'id'
              ? [ids[a], ids[b]]
              : [FIXTURES[a][field as keyof Fixture], FIXTURES[b][field as keyof Fixture]];
          if (x === y) return sign * (ids[a] - ids[b]);
          return sign * (x < y ? -1 : 1);
        });
        const response = await search({ sortField: field, sortDirection: direction }).expect(200);
        expect(keysOf(response.body)).toEqual(expected);
      }
    });

    it('pages with the true total past the end', async () => {
      const response = await search({ pageSize: 15, page: 2 }).expect(200);
      expect(response.body).toEqual({ data: [], totalCount: 4 });
    });

    it.each<[string, string]>([
      ['nome=ab', SEARCH_MESSAGES.productNomeMinLength],
      ['tipo=x', M.tipoInvalid],
      ['statusfiltro=sim', SERVER_MESSAGES.invalidStatusFilter],
      ['sortField=descricao', SERVER_MESSAGES.invalidSortField],
      ['sortDirection=baixo', SERVER_MESSAGES.invalidSortDirection],
      ['pageSize=10', SERVER_MESSAGES.invalidPageSize],
      ['page=0', SERVER_MESSAGES.invalidPage],
      ['id=x1', SERVER_MESSAGES.invalidId],
      [`sku=${'A'.repeat(11)}`, 'O filtro SKU deve ter no máximo 10 caracteres.'],
      ['statusFiltro=todos', SERVER_MESSAGES.unknownParameter],
    ])('answers 400 for %s', async (query, message) => {
      const response = await t.http.get(`/api/Produtos?${query}`).set(staff.auth).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('POST, GET, PUT, DELETE /api/Produtos/{id}', () => {
    it('creates with the SKU upper-cased, reads it back, and audits the creation', async () => {
      const response = await post({
        sku: ' kit-9 ',
        tipo: 'P',
        nome: ' Kit escritório ',
        status: true,
        descricao: 'Caixa',
        preco: 1234.5,
        unidade: ' cx ',
        ncm: '8471.30.12',
        ipiPercentual: '9,75',
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        sku: 'KIT-9',
        tipo: 'p',
        nome: 'Kit escritório',
        status: true,
        descricao: 'Caixa',
        preco: 1234.5,
        unidade: 'CX',
        ncm: '84713012',
        ipiPercentual: 9.75,
        criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        versao: 0,
      });
      expect((await t.http.get(`/api/Produtos/${response.body.id}`).set(staff.auth).expect(200)).body).toEqual(
        response.body,
      );
      const [entry] = (await auditEntries(t.db, 'PRODUTO_CREATED')).filter((e) => e.data.idObject === response.body.id);
      expect(entry.message).toBe(`Produto criado: KIT-9 Kit escritório (id ${response.body.id})`);
      expect(entry.data).toMatchObject({ userId: staff.user.id, email: staff.user.email, action: 'PRODUTO_CREATED' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no SKU', { sku: '' }, M.skuRequired],
      ['SKU over 10', { sku: 'ABCDEFGHIJK' }, M.skuRequired],
      ['unknown tipo', { tipo: 'x' }, M.tipoInvalid],
      ['no tipo', { tipo: undefined }, M.tipoInvalid],
      ['no nome', { nome: '  ' }, M.nomeRequired],
      ['a price with 3 decimals', { preco: 1.005 }, COTACAO_MESSAGES.itemPrecoInvalid],
      ['a negative price', { preco: -1 }, COTACAO_MESSAGES.itemPrecoInvalid],
      ['a unit over 6 characters', { unidade: 'CAIXOTE' }, COTACAO_MESSAGES.itemUnidadeInvalid],
      ['an NCM of 7 digits', { ncm: '8471301' }, M.ncmInvalid],
      ['an NCM with letters', { ncm: '8471301A' }, M.ncmInvalid],
      ['an IPI rate of 1000%', { ipiPercentual: 1000 }, COTACAO_MESSAGES.itemIpiInvalid],
      ['nome over 100', { nome: 'n'.repeat(101) }, 'Nome deve ter no máximo 100 caracteres.'],
      ['descrição over 1000', { descricao: 'd'.repeat(1001) }, 'Descrição deve ter no máximo 1000 caracteres.'],
      ['status not a boolean', { status: 1 }, SERVER_MESSAGES.invalidFlag],
    ])('answers 400 for %s', async (_name, overrides, message) => {
      const response = await post({ sku: 'NOVO-1', tipo: 's', nome: 'Novo', status: true, ...overrides }).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 409 for a SKU already used, in any case', async () => {
      const response = await post({ sku: 'cab-001', tipo: 'p', nome: 'Outro cabo' }).expect(409);
      expect(response.body.message).toBe(SERVER_MESSAGES.skuTaken);
    });

    it('keeps the list price and unit when a PUT leaves them out, and changes them when it sends them', async () => {
      const created = (
        await post({ sku: 'PRC-1', tipo: 'p', nome: 'Com preço', preco: 10.1, unidade: 'kg' }).expect(201)
      ).body;
      const put = (extra: object) =>
        t.http
          .put(`/api/Produtos/${created.id}`)
          .set(staff.auth)
          .send({ sku: 'PRC-1', tipo: 'p', nome: 'Com preço', ...extra });
      expect((await put({}).expect(200)).body).toMatchObject({ preco: 10.1, unidade: 'KG' });
      expect((await put({ preco: null, unidade: 'UN' }).expect(200)).body).toMatchObject({
        preco: null,
        unidade: 'UN',
      });
      const { rows } = await t.db.query(`SELECT preco FROM produtos WHERE id = $1`, [created.id]);
      expect(rows[0].preco).toBeNull();
    });

    it('updates everything but the SKU, and audits what changed', async () => {
      const created = (await post({ sku: 'UPD-1', tipo: 'p', nome: 'Antes', status: true }).expect(201)).body;
      const response = await t.http
        .put(`/api/Produtos/${created.id}`)
        .set(staff.auth)
        .send({ id: created.id, sku: 'upd-1', tipo: 's', nome: 'Depois', status: false, descricao: 'Nova' })
        .expect(200);
      expect(response.body).toMatchObject({
        sku: 'UPD-1',
        tipo: 's',
        nome: 'Depois',
        status: false,
        descricao: 'Nova',
      });
      const [entry] = (await auditEntries(t.db, 'PRODUTO_UPDATED')).filter((e) => e.data.idObject === created.id);
      expect(entry.data.changes).toEqual({
        tipo: { de: 'p', para: 's' },
        nome: { de: 'Antes', para: 'Depois' },
        status: { de: true, para: false },
        descricao: { de: null, para: 'Nova' },
      });
      const immutable = await t.http
        .put(`/api/Produtos/${created.id}`)
        .set(staff.auth)
        .send({ sku: 'OUTRO', tipo: 's', nome: 'Depois' })
        .expect(400);
      expect(immutable.body.message).toBe(SERVER_MESSAGES.skuImmutable);
      const unknown = await t.http
        .put('/api/Produtos/99999999')
        .set(staff.auth)
        .send({ sku: 'X', tipo: 'p', nome: 'X' });
      expect(unknown.status).toBe(404);
    });

    it('deletes and audits, then answers 404', async () => {
      const created = (await post({ sku: 'DEL-1', tipo: 'p', nome: 'Apagar' }).expect(201)).body;
      const response = await t.http.delete(`/api/Produtos/${created.id}`).set(staff.auth).expect(200);
      expect(response.body.message).toBe(SUCCESS_MESSAGES.productDeleted);
      expect((await t.db.query('SELECT 1 FROM produtos WHERE id = $1', [created.id])).rowCount).toBe(0);
      const [entry] = (await auditEntries(t.db, 'PRODUTO_DELETED')).filter((e) => e.data.idObject === created.id);
      expect(entry.message).toBe(`Produto excluído: DEL-1 Apagar (id ${created.id})`);
      await t.http.delete(`/api/Produtos/${created.id}`).set(staff.auth).expect(404);
      await t.http.get(`/api/Produtos/${created.id}`).set(staff.auth).expect(404);
    });
  });
});
