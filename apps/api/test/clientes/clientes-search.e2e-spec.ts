import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { type ClienteRow, cnpjFrom, cpfFrom, insertCliente } from '@portal/test-support';
import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

const CPF_A = cpfFrom(123456780);
const CNPJ_B = cnpjFrom('112223330001');
const CNPJ_C = cnpjFrom('12ABC3450001');
const CPF_D = cpfFrom(987654320);
const CPF_E = cpfFrom(555666770);

// Names start with distinct ASCII letters so every collation orders them the same way.
const FIXTURES: Record<string, ClienteRow> = {
  A: { nome: 'José da Silva', cpf: CPF_A, email_faturamento: 'jose@exemplo.com', uf: 'SP', cidade: 'SÃO PAULO' },
  B: {
    tipo_pessoa: 'pj',
    nome: 'Padaria Pão Quente',
    razao_social: 'PANIFICADORA CONCEIÇÃO LTDA',
    cnpj: CNPJ_B,
    email_faturamento: 'financeiro@paoquente.com.br',
    uf: 'MG',
    cidade: 'BELO HORIZONTE',
  },
  C: {
    tipo_pessoa: 'pj',
    nome: 'Tech Alfa',
    razao_social: 'ALFA TECNOLOGIA SA',
    cnpj: CNPJ_C,
    email_faturamento: 'contas@alfa.tech',
    uf: 'RJ',
    cidade: 'NITEROI',
    status: false,
  },
  D: { nome: 'Maria Conceição', cpf: CPF_D, uf: 'SP', cidade: 'CAMPINAS', status: false },
  E: { nome: 'Eduardo Souza', cpf: CPF_E, email_faturamento: 'edu@souza.net', uf: 'RS', cidade: 'PORTO ALEGRE' },
};

describe('GET /api/Clientes', () => {
  let t: TestApp;
  let staff: Caller;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('COMERCIAL'));
    for (const [key, row] of Object.entries(FIXTURES)) ids[key] = (await insertCliente(t.db, row)).id;
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) => t.http.get('/api/Clientes').query(query).set(staff.auth);
  const keysOf = (body: { data: { id: number }[] }) =>
    body.data.map((row) => Object.keys(ids).find((key) => ids[key] === row.id) ?? row.id);

  it('answers active customers sorted by nome by default, with the contract field names', async () => {
    const response = await search({}).expect(200);
    expect(keysOf(response.body)).toEqual(['E', 'A', 'B']);
    expect(response.body.totalCount).toBe(3);
    expect(response.body.data[2]).toEqual({
      id: ids.B,
      tipo_pessoa: 'pj',
      nome: 'Padaria Pão Quente',
      razao_social: 'PANIFICADORA CONCEIÇÃO LTDA',
      cnpj: CNPJ_B,
      cpf: null,
      ie: null,
      isento_ie: false,
      email_faturamento: 'financeiro@paoquente.com.br',
      status: true,
      cep: '01310100',
      logradouro: 'AVENIDA PAULISTA',
      numero: '1000',
      complemento: null,
      bairro: 'BELA VISTA',
      cidade: 'BELO HORIZONTE',
      uf: 'MG',
      versao: 0,
    });
  });

  it('treats blank parameters as "no filter"', async () => {
    const blank = { tipo_pessoa: '', id: '', nome: '', doc: '', email_faturamento: '', uf: '', cidade: '' };
    const response = await search({ ...blank, statusfiltro: '', sortField: '', sortDirection: '' }).expect(200);
    expect(keysOf(response.body)).toEqual(['E', 'A', 'B']);
  });

  it.each<[string, Record<string, string | number>, string[]]>([
    ['tipo_pessoa pj', { tipo_pessoa: 'pj' }, ['B']],
    ['tipo_pessoa pf', { tipo_pessoa: 'pf' }, ['E', 'A']],
    ['tipo_pessoa todos', { tipo_pessoa: 'todos' }, ['E', 'A', 'B']],
    ['nome, case-insensitive', { nome: 'SILVA' }, ['A']],
    ['nome, accent-insensitive, in razão social too', { nome: 'conceicao', statusfiltro: 'todos' }, ['D', 'B']],
    ['nome with accents typed', { nome: 'pão q' }, ['B']],
    ['nome with LIKE wildcards matches them literally', { nome: '%%%' }, []],
    ['doc masked CPF prefix', { doc: '123.456.7' }, ['A']],
    [
      'doc full masked CNPJ',
      {
        doc: `${CNPJ_B.slice(0, 2)}.${CNPJ_B.slice(2, 5)}.${CNPJ_B.slice(5, 8)}/${CNPJ_B.slice(8, 12)}-${CNPJ_B.slice(12)}`,
      },
      ['B'],
    ],
    ['doc alphanumeric CNPJ typed lower-case', { doc: '12abc', statusfiltro: 'todos' }, ['C']],
    ['doc matches only prefixes', { doc: CPF_A.slice(3, 9) }, []],
    ['email_faturamento', { email_faturamento: 'PAOQUENTE' }, ['B']],
    ['uf, any case', { uf: 'mg' }, ['B']],
    ['cidade', { cidade: 'alegre' }, ['E']],
    ['statusfiltro inativo', { statusfiltro: 'inativo' }, ['D', 'C']],
    ['statusfiltro todos', { statusfiltro: 'todos' }, ['E', 'A', 'D', 'B', 'C']],
    ['combined: pf in SP, any status', { tipo_pessoa: 'pf', uf: 'SP', statusfiltro: 'todos' }, ['A', 'D']],
    ['combined: nome + tipo + status', { nome: 'conceição', tipo_pessoa: 'pf', statusfiltro: 'todos' }, ['D']],
    ['combined: doc + email + cidade', { doc: '112', email_faturamento: 'financeiro', cidade: 'horiz' }, ['B']],
  ])('filters by %s', async (_name, query, expected) => {
    const response = await search(query).expect(200);
    expect(keysOf(response.body)).toEqual(expected);
    expect(response.body.totalCount).toBe(expected.length);
  });

  it('filters by id', async () => {
    const response = await search({ id: ids.C, statusfiltro: 'todos' }).expect(200);
    expect(keysOf(response.body)).toEqual(['C']);
    expect((await search({ id: ids.C }).expect(200)).body).toEqual({ data: [], totalCount: 0 });
  });

  const value = (row: ClienteRow, field: string): string | boolean | null => {
    const tipo = row.tipo_pessoa ?? 'pf';
    const all: Record<string, string | boolean | null> = {
      tipo_pessoa: tipo,
      nome: row.nome ?? null,
      razao_social: row.razao_social ?? null,
      doc: row.cpf ?? row.cnpj ?? null,
      email_faturamento: row.email_faturamento ?? null,
      status: row.status ?? true,
      uf: row.uf ?? null,
      cidade: row.cidade ?? null,
    };
    return all[field];
  };

  it.each(['id', 'tipo_pessoa', 'nome', 'razao_social', 'doc', 'email_faturamento', 'status', 'uf', 'cidade'])(
    'sorts by %s both ways (ties by id, nulls last ascending)',
    async (field) => {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = Object.keys(FIXTURES).sort((a, b) => {
          if (field === 'id') return sign * (ids[a] - ids[b]);
          const [x, y] = [value(FIXTURES[a], field), value(FIXTURES[b], field)];
          if (x === y) return sign * (ids[a] - ids[b]);
          if (x === null) return sign;
          if (y === null) return -sign;
          return sign * (x < y ? -1 : 1);
        });
        const response = await search({ statusfiltro: 'todos', sortField: field, sortDirection: direction }).expect(
          200,
        );
        expect(keysOf(response.body)).toEqual(expected);
      }
    },
  );

  describe('paging', () => {
    const acIds: number[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 17; i++)
        acIds.push((await insertCliente(t.db, { nome: `Acre ${String(i).padStart(2, '0')}`, uf: 'AC' })).id);
    });

    it('cuts pages of 15, 30 or 50 and keeps the true total past the last page', async () => {
      const first = await search({ uf: 'AC' }).expect(200);
      expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(acIds.slice(0, 15));
      expect(first.body.totalCount).toBe(17);
      const second = await search({ uf: 'AC', page: 2 }).expect(200);
      expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(acIds.slice(15));
      expect((await search({ uf: 'AC', page: 3 }).expect(200)).body).toEqual({ data: [], totalCount: 17 });
      expect((await search({ uf: 'AC', page: 999999 }).expect(200)).body).toEqual({ data: [], totalCount: 17 });
      expect((await search({ uf: 'AC', pageSize: 30 }).expect(200)).body.data).toHaveLength(17);
      const desc = await search({ uf: 'AC', pageSize: 50, sortDirection: 'desc' }).expect(200);
      expect(desc.body.data.map((row: { id: number }) => row.id)).toEqual([...acIds].reverse());
    });
  });

  describe('a text filter matching many rows', () => {
    // Past 10 000 matches the page comes from walking the nome index instead of sorting the matches.
    beforeAll(async () => {
      await t.db.query(
        `INSERT INTO clientes (tipo_pessoa, nome, cpf, status, cep, logradouro, numero, bairro, cidade, uf)
         SELECT 'pf', 'Massa ' || lpad(i::text, 5, '0'), '8' || lpad(i::text, 10, '0'), i % 10 <> 0, '01310100', 'RUA A', '1',
                'CENTRO', 'PALMAS', 'TO'
           FROM generate_series(1, 12000) AS i`,
      );
    });

    it('answers the same pages whichever way the matches are gathered', async () => {
      const many = await search({ nome: 'massa', page: 2, pageSize: 50 }).expect(200);
      expect(many.body.totalCount).toBe(10800);
      const active = Array.from({ length: 12000 }, (_, k) => k + 1).filter((i) => i % 10 !== 0);
      expect(many.body.data.map((row: { nome: string }) => row.nome)).toEqual(
        active.slice(50, 100).map((i) => `Massa ${String(i).padStart(5, '0')}`),
      );
      const last = await search({ nome: 'massa', page: 216, pageSize: 50, sortDirection: 'desc' }).expect(200);
      expect(last.body.data.at(-1).nome).toBe('Massa 00001');
      expect((await search({ nome: 'massa', page: 217, pageSize: 50 }).expect(200)).body).toEqual({
        data: [],
        totalCount: 10800,
      });
      const few = await search({ nome: 'massa 011', statusfiltro: 'todos' }).expect(200);
      expect(few.body.totalCount).toBe(100);
      expect(few.body.data.map((row: { nome: string }) => row.nome)).toEqual(
        Array.from({ length: 15 }, (_, k) => `Massa 0${1100 + k}`),
      );
    });
  });

  it.each<[string, string, string]>([
    ['page 0', 'page=0', SERVER_MESSAGES.invalidPage],
    ['negative page', 'page=-1', SERVER_MESSAGES.invalidPage],
    ['page not a number', 'page=abc', SERVER_MESSAGES.invalidPage],
    ['fractional page', 'page=1.5', SERVER_MESSAGES.invalidPage],
    ['page beyond int', 'page=99999999999', SERVER_MESSAGES.invalidPage],
    ['page given twice', 'page=1&page=2', SERVER_MESSAGES.invalidPage],
    ['pageSize 20', 'pageSize=20', SERVER_MESSAGES.invalidPageSize],
    ['pageSize text', 'pageSize=all', SERVER_MESSAGES.invalidPageSize],
    ['sortField not whitelisted', 'sortField=senha', SERVER_MESSAGES.invalidSortField],
    ['sortField injection', 'sortField=nome;DROP TABLE clientes', SERVER_MESSAGES.invalidSortField],
    ['sortDirection', 'sortDirection=up', SERVER_MESSAGES.invalidSortDirection],
    ['unknown parameter', 'statusFiltro=todos', SERVER_MESSAGES.unknownParameter],
    ['nome under 3 characters', 'nome=ab', SEARCH_MESSAGES.nomeMinLength],
    ['nome of blanks around 2 characters', 'nome=%20ab%20', SEARCH_MESSAGES.nomeMinLength],
    ['e-mail under 3 characters', 'email_faturamento=ab', SEARCH_MESSAGES.emailMinLength],
    ['nome over 100 characters', `nome=${'a'.repeat(101)}`, 'O filtro nome deve ter no máximo 100 caracteres.'],
    ['doc over 18 characters', `doc=${'1'.repeat(19)}`, 'O filtro documento deve ter no máximo 18 caracteres.'],
    ['doc with symbols only', 'doc=%25%25%25', SERVER_MESSAGES.invalidDocFilter],
    [
      'e-mail over 50 characters',
      `email_faturamento=${'a'.repeat(51)}`,
      'O filtro e-mail deve ter no máximo 50 caracteres.',
    ],
    ['cidade over 50 characters', `cidade=${'a'.repeat(51)}`, 'O filtro cidade deve ter no máximo 50 caracteres.'],
    ['tipo_pessoa', 'tipo_pessoa=xx', SERVER_MESSAGES.invalidTipoPessoa],
    ['uf', 'uf=XX', SERVER_MESSAGES.invalidUf],
    ['statusfiltro', 'statusfiltro=talvez', SERVER_MESSAGES.invalidStatusFilter],
    ['id not a number', 'id=abc', SERVER_MESSAGES.invalidId],
    ['id over 8 digits', 'id=123456789', SERVER_MESSAGES.invalidId],
  ])('answers 400 for %s', async (_name, query, message) => {
    const response = await t.http.get(`/api/Clientes?${query}`).set(staff.auth).expect(400);
    expect(response.body.message).toBe(message);
  });
});
