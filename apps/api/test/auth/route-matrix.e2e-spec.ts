import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import type { RoleName } from '../../src/common/decorators/roles.decorator.js';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';
import { expressRoutes, nestRoutes, type RouteRule } from '../support/route-inventory.js';
import { PUBLIC_ROUTES, ROLE_NAMES, policyProblems, routeKey } from '../support/route-policy.js';

// The OpenAPI UI and document (modules/openapi) are mounted on Express directly and public by design.
const DOCUMENTATION = /^get \/api\/docs(-json)?(\/.*)?$/;

// Route parameters get an id that does not exist, so calls that pass the guards change nothing.
const concrete = (path: string) => path.replace(/:\w+/g, '999999');

describe('route/role matrix: every registered route states and enforces who may call it', () => {
  let t: TestApp;
  let routes: RouteRule[];
  const users = {} as Record<RoleName, TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    routes = nestRoutes(t.app);
    const cliente = await insertCliente(t.db, clienteExemplo('pj', 87654321));
    for (const role of ROLE_NAMES)
      users[role] = await insertUser(t.db, role, role === 'CLIENTE' ? { clienteId: cliente.id } : {});
  });
  afterAll(() => t.close());

  const call = (route: RouteRule, token?: string) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const request = t.http[method](concrete(route.path));
    if (token) request.set('Authorization', `Bearer ${token}`);
    return method === 'get' || method === 'delete' ? request : request.send({});
  };

  it('finds the routes Express answers, and no /api route outside Nest', () => {
    const fromNest = routes.map(routeKey).sort();
    expect(fromNest).toEqual(expect.arrayContaining(PUBLIC_ROUTES));
    expect(fromNest).toEqual(expect.arrayContaining(['get /api/meusdados', 'get /api/ufs', 'post /api/auth/logout']));
    const served = expressRoutes(t.app);
    expect(served.filter((key) => !DOCUMENTATION.test(key)).sort()).toEqual(fromNest);
  });

  it('every route has @Public() or @Roles matching the policy table', () => {
    expect(policyProblems(routes)).toEqual([]);
  });

  it('the policy check catches a wrong or missing decorator', () => {
    expect(
      policyProblems([
        { method: 'GET', path: '/api/logs', isPublic: false, roles: ['ADMIN', 'COMERCIAL'] },
        { method: 'DELETE', path: '/api/UsuariosInternos/:id', isPublic: false, roles: undefined },
        { method: 'GET', path: '/api/Produtos', isPublic: true, roles: undefined },
        { method: 'GET', path: '/api/novidade', isPublic: false, roles: ['ADMIN'] },
      ]),
    ).toEqual([
      'get /api/logs: @Roles(ADMIN,COMERCIAL) mas a política é (ADMIN)',
      'delete /api/usuariosinternos/:id: sem @Roles nem @Public (toda rota deve dizer quem pode chamá-la)',
      'get /api/produtos: @Public() fora da lista de rotas públicas',
      'get /api/novidade: rota fora da tabela de permissões (declare-a no <módulo>.entity.ts ou em route-policy.ts)',
    ]);
  });

  it('the public routes answer anonymous callers', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.isPublic)) {
      const response = await call(route);
      if ([401, 403].includes(response.status)) wrong.push(`${routeKey(route)} -> ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every non-public route answers 401 { message } to an anonymous caller', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const response = await call(route);
      if (response.status !== 401 || response.body.message !== 'Não autenticado.')
        wrong.push(`${routeKey(route)} -> ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every non-public route answers 403 { message } to each role it does not allow', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => !r.isPublic)) {
      for (const role of ROLE_NAMES.filter((name) => !route.roles?.includes(name))) {
        const response = await call(route, await tokenFor(t.app, users[role], role));
        checked++;
        if (response.status !== 403 || response.body.message !== 'Acesso negado.')
          wrong.push(`${routeKey(route)} as ${role} -> ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('every non-public route lets each allowed role past the guards', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      for (const role of route.roles ?? []) {
        // A fresh token each time: logout revokes the one it is called with.
        const response = await call(route, await tokenFor(t.app, users[role], role));
        if ([401, 403].includes(response.status)) wrong.push(`${routeKey(route)} as ${role} -> ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
