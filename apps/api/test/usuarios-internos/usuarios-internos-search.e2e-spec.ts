import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { insertCliente } from '@portal/test-support';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';

interface Fixture {
  role: 'ADMIN' | 'COMERCIAL';
  name: string;
  email: string;
  status: number;
  phone: string | null;
}

// Distinct ASCII first letters, so every collation sorts them alike.
const FIXTURES: Record<string, Fixture> = {
  A: { role: 'ADMIN', name: 'Ana Admin', email: 'ana.admin@portal.test', status: 1, phone: '11987654321' },
  B: { role: 'ADMIN', name: 'Bruno Alves', email: 'bruno@portal.test', status: 0, phone: null },
  C: { role: 'COMERCIAL', name: 'Carla Mendes', email: 'carla.vendas@portal.test', status: 1, phone: '3133334444' },
  D: { role: 'COMERCIAL', name: 'Diego Rocha', email: 'diego.vendas@portal.test', status: 1, phone: '2122223333' },
};

describe('GET /api/UsuariosInternos and /roles', () => {
  let t: TestApp;
  let admin: Caller;
  const ids: Record<string, number> = {};
  const roleIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, f] of Object.entries(FIXTURES)) {
      if (key === 'A') {
        admin = await callerFor(t, 'ADMIN', { name: f.name, email: f.email });
        ids.A = admin.user.id;
      } else {
        ids[key] = (await insertUser(t.db, f.role, { name: f.name, email: f.email, status: f.status })).id;
      }
      await t.db.query('UPDATE users SET phone_number = $2 WHERE id = $1', [ids[key], f.phone]);
    }
    // A customer login matching every filter: it must never be listed.
    const cliente = (await insertCliente(t.db)).id;
    await insertUser(t.db, 'CLIENTE', {
      name: 'Ana Cliente Vendas',
      email: 'ana.vendas@cliente.test',
      clienteId: cliente,
    });
    for (const row of (await t.db.query('SELECT id, normalized_name FROM roles')).rows)
      roleIds[row.normalized_name] = row.id;
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.http.get('/api/UsuariosInternos').query(query).set(admin.auth);
  const keysOf = (body: { data: { id: number }[] }) =>
    body.data.map((row) => Object.keys(ids).find((key) => ids[key] === row.id) ?? `outro:${row.id}`);

  it('lists active staff sorted by name by default, with the contract fields', async () => {
    const response = await search({}).expect(200);
    expect(keysOf(response.body)).toEqual(['A', 'C', 'D']);
    expect(response.body.totalCount).toBe(3);
    expect(response.body.data[1]).toEqual({
      id: ids.C,
      email: 'carla.vendas@portal.test',
      name: 'Carla Mendes',
      phoneNumber: '3133334444',
      status: 1,
      roleId: roleIds.COMERCIAL,
      role: 'COMERCIAL',
      versao: 0,
    });
  });

  it.each<[string, Record<string, string | number>, string[]]>([
    ['name part, any case', { name: 'MEND' }, ['C']],
    ['email part', { email: 'vendas@' }, ['C', 'D']],
    ['role', { role: 'ADMIN' }, ['A']],
    ['role, lower-case, any status', { role: 'admin', statusFiltro: 'todos' }, ['A', 'B']],
    ['statusFiltro 0', { statusFiltro: '0' }, ['B']],
    ['statusFiltro todos (never CLIENTE logins)', { statusFiltro: 'todos' }, ['A', 'B', 'C', 'D']],
    ['blank filters', { id: '', name: '', email: '', role: '', statusFiltro: '' }, ['A', 'C', 'D']],
    [
      'combined name + role + status',
      { name: 'Roch', role: 'COMERCIAL', statusFiltro: 'todos', email: 'diego' },
      ['D'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    const response = await search(query).expect(200);
    expect(keysOf(response.body)).toEqual(expected);
    expect(response.body.totalCount).toBe(expected.length);
  });

  it('filters by id, and never finds a customer login by id', async () => {
    expect(keysOf((await search({ id: ids.B, statusFiltro: 'todos' }).expect(200)).body)).toEqual(['B']);
    const clienteLogin = (await t.db.query(`SELECT id FROM users WHERE email = 'ana.vendas@cliente.test'`)).rows[0].id;
    expect((await search({ id: clienteLogin, statusFiltro: 'todos' }).expect(200)).body).toEqual({
      data: [],
      totalCount: 0,
    });
  });

  const value = (key: string, field: string): string | number | null => {
    const f = FIXTURES[key];
    return (
      { id: ids[key], name: f.name, email: f.email, role: f.role, status: f.status, phoneNumber: f.phone }[field] ??
      null
    );
  };

  it.each(['id', 'name', 'email', 'role', 'status', 'phoneNumber'])('sorts by %s both ways', async (field) => {
    for (const direction of ['asc', 'desc'] as const) {
      const sign = direction === 'asc' ? 1 : -1;
      const expected = Object.keys(FIXTURES).sort((a, b) => {
        const [x, y] = [value(a, field), value(b, field)];
        if (x === y) return sign * (ids[a] - ids[b]);
        if (x === null) return sign;
        if (y === null) return -sign;
        return sign * (x < y ? -1 : 1);
      });
      const response = await search({ statusFiltro: 'todos', sortField: field, sortDirection: direction }).expect(200);
      expect(keysOf(response.body)).toEqual(expected);
    }
  });

  it('pages with the true total past the end', async () => {
    expect((await search({ page: 2, pageSize: 15 }).expect(200)).body).toEqual({ data: [], totalCount: 3 });
  });

  it.each<[string, string]>([
    ['name=ab', SEARCH_MESSAGES.nomeMinLength],
    ['email=ab', SEARCH_MESSAGES.emailMinLength],
    ['role=CLIENTE', SERVER_MESSAGES.roleNotFound],
    ['statusFiltro=ativo', SERVER_MESSAGES.invalidStatusFilter],
    ['statusfiltro=1', SERVER_MESSAGES.unknownParameter],
    ['sortField=passwordHash', SERVER_MESSAGES.invalidSortField],
    ['pageSize=0', SERVER_MESSAGES.invalidPageSize],
    ['id=-1', SERVER_MESSAGES.invalidId],
  ])('answers 400 for %s', async (query, message) => {
    const response = await t.http.get(`/api/UsuariosInternos?${query}`).set(admin.auth).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('GET /roles lists the staff roles only', async () => {
    const response = await t.http.get('/api/UsuariosInternos/roles').set(admin.auth).expect(200);
    expect(response.body).toEqual([
      { id: roleIds.ADMIN, normalizedName: 'ADMIN' },
      { id: roleIds.COMERCIAL, normalizedName: 'COMERCIAL' },
    ]);
  });
});
