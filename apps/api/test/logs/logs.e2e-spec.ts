import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

const ENTRIES = [
  {
    ts: '2026-11-01T10:00:00Z',
    message: 'Cliente criado: Ana (id 7)',
    data: { userId: 3, idObject: 7, email: 'chefe@portal.local', ip: '10.0.0.1', action: 'CLIENTE_CREATED' },
  },
  {
    ts: '2026-11-10T10:00:00Z',
    message: 'Produto atualizado: KIT (id 2)',
    data: { userId: 4, idObject: 2, email: 'vendas@portal.local', ip: '10.0.0.2', action: 'PRODUTO_UPDATED' },
  },
  {
    ts: '2026-11-20T10:00:00Z',
    message: 'Cliente excluído: Bia (id 9)',
    data: { userId: 3, idObject: 9, email: 'chefe@portal.local', ip: '10.0.0.1', action: 'CLIENTE_DELETED' },
  },
];

describe('GET /api/logs', () => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    ({ t, caller: admin } = await startWithCaller('ADMIN'));
    for (const entry of ENTRIES) {
      await t.db.query('INSERT INTO audit_logs ("timestamp", message, data) VALUES ($1, $2, $3)', [
        entry.ts,
        entry.message,
        entry.data,
      ]);
    }
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.http
      .get('/api/logs')
      .query({ startDate: '2026-10-01T00:00:00Z', endDate: '2026-11-30T00:00:00Z', ...query })
      .set(admin.auth);
  const messages = (body: { data: { message: string }[] }) => body.data.map((row) => row.message);

  it('answers { timestamp, message, data }, newest first', async () => {
    const response = await search({}).expect(200);
    expect(response.body.totalCount).toBe(3);
    expect(response.body.data[0]).toEqual({
      timestamp: '2026-11-20T10:00:00.000Z',
      message: 'Cliente excluído: Bia (id 9)',
      data: ENTRIES[2].data,
    });
    expect(messages(response.body)).toEqual(ENTRIES.map((e) => e.message).reverse());
  });

  it.each<[string, Record<string, string>, number[]]>([
    ['text in the message, any case', { text: 'CLIENTE' }, [2, 0]],
    ['text with an accent', { text: 'excluído' }, [2]],
    ['data: an e-mail', { data: 'vendas@portal' }, [1]],
    ['data: an action', { data: 'CLIENTE_CREATED' }, [0]],
    ['data: an ip', { data: '10.0.0.1' }, [2, 0]],
    ['startDate', { startDate: '2026-11-05T00:00:00Z' }, [2, 1]],
    ['endDate', { endDate: '2026-11-10T10:00:00Z' }, [1, 0]],
    ['start and end', { startDate: '2026-11-05T00:00:00Z', endDate: '2026-11-15T00:00:00Z' }, [1]],
    ['text and data', { text: 'cliente', data: '"idObject": 9' }, [2]],
    ['no dates at all', { startDate: '', endDate: '' }, [2, 1, 0]],
  ])('filters by %s', async (_name, query, expected) => {
    const response = await search(query).expect(200);
    expect(messages(response.body)).toEqual(expected.map((i) => ENTRIES[i].message));
    expect(response.body.totalCount).toBe(expected.length);
  });

  it('pages, and sorts oldest first on request', async () => {
    expect((await search({ page: 2 }).expect(200)).body).toEqual({ data: [], totalCount: 3 });
    const asc = await search({ sortField: 'timestamp', sortDirection: 'asc' }).expect(200);
    expect(messages(asc.body)).toEqual(ENTRIES.map((e) => e.message));
  });

  it('finds the entries the back office writes', async () => {
    const created = await t.http
      .post('/api/Produtos')
      .set(admin.auth)
      .send({ sku: 'LOG-1', tipo: 'p', nome: 'Produto auditado' })
      .expect(201);
    const response = await t.http.get('/api/logs').query({ text: 'Produto auditado' }).set(admin.auth).expect(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].data).toMatchObject({
      userId: admin.user.id,
      idObject: created.body.id,
      email: admin.user.email,
      action: 'PRODUTO_CREATED',
    });
    const byActor = await t.http.get('/api/logs').query({ data: admin.user.email }).set(admin.auth).expect(200);
    expect(byActor.body.totalCount).toBe(1);
  });

  it.each<[string, string]>([
    ['text=ab', SEARCH_MESSAGES.logTextMinLength],
    ['data=ab', SEARCH_MESSAGES.logTextMinLength],
    ['startDate=ontem', SERVER_MESSAGES.invalidDate],
    ['endDate=2026-13-01', SERVER_MESSAGES.invalidDate],
    ['startDate=2026-11-20T00:00:00Z&endDate=2026-11-01T00:00:00Z', SERVER_MESSAGES.invalidDateRange],
    ['sortField=message', SERVER_MESSAGES.invalidSortField],
    ['pageSize=100', SERVER_MESSAGES.invalidPageSize],
    ['usuario=1', SERVER_MESSAGES.unknownParameter],
  ])('answers 400 for %s', async (query, message) => {
    const response = await t.http.get(`/api/logs?${query}`).set(admin.auth).expect(400);
    expect(response.body.message).toBe(message);
  });
});
