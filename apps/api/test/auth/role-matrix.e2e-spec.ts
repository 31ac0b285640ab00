import { SERVER_MESSAGES } from '@portal/shared/messages';
import { insertCliente } from '@portal/test-support';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { callerFor, type Caller, type Role } from '../support/backoffice-helpers.js';
import { ENTITIES, entityRoutes } from '../support/entities.js';

type Method = 'get' | 'post' | 'put' | 'delete';

// [method, path, status for a role that may call it]. Ids do not exist and bodies are empty, so the
// allowed calls change nothing; their status shows the call got past the guards.
const STAFF_ROUTES: [Method, string, number][] = [
  ['get', '/api/Clientes', 200],
  ['get', '/api/Clientes/999999', 404],
  ['post', '/api/Clientes', 400],
  ['put', '/api/Clientes/999999', 400],
  ['delete', '/api/Clientes/999999', 404],
  ['get', '/api/clientes/999999/pedidos', 404],
  ['get', '/api/clientes/999999/usuarios', 404],
  ['get', '/api/Clientes/999999/usuarios', 404],
  ['post', '/api/Clientes/999999/usuarios', 400],
  ['delete', '/api/Clientes/999999/usuarios/1', 404],
  ['get', '/api/Clientes/999999/destinatarios', 404],
  ['get', '/api/cnpj/consulta-cnpj/11222333000100', 400],
  // Orders and the acceptance certificate (issue 29).
  ['get', '/api/Pedidos', 200],
  ['get', '/api/Pedidos/export', 200],
  ['get', '/api/Pedidos/999999', 404],
  ['post', '/api/Pedidos/999999/faturar', 404],
  ['post', '/api/Pedidos/999999/cancelar', 404],
  ['get', '/api/Cotacoes/999999/aceite', 404],
];

// A CLIENTE's own (issue 29): every login of the customer, never staff.
const CLIENTE_ROUTES: [Method, string, number][] = [
  ['get', '/api/meus-pedidos', 200],
  ['get', '/api/meus-pedidos/999999', 404],
  ['get', '/api/minhas-cotacoes/999999/aceite', 404],
];

const ADMIN_ROUTES: [Method, string, number][] = [
  ['get', '/api/UsuariosInternos/roles', 200],
  ['post', '/api/UsuariosInternos/999999/reenviar-dados', 404],
  ['get', '/api/logs', 200],
];

describe('back-office role matrix', () => {
  let t: TestApp;
  const callers = {} as Record<Role, Caller>;

  beforeAll(async () => {
    t = await createTestApp();
    callers.ADMIN = await callerFor(t, 'ADMIN');
    callers.COMERCIAL = await callerFor(t, 'COMERCIAL');
    callers.CLIENTE = await callerFor(t, 'CLIENTE', { clienteId: (await insertCliente(t.db)).id });
  });
  afterAll(() => t.close());

  const call = (method: Method, path: string, caller?: Caller) => {
    const request = t.http[method](path);
    if (caller) request.set(caller.auth);
    return method === 'post' || method === 'put' ? request.send({}) : request;
  };

  const cases = [
    // Each back-office entity's own routes (its <module>.entity.ts), for the roles it names.
    ...ENTITIES.flatMap((entity) => entityRoutes(entity).map(([m, p, s]) => [m, p, s, entity.roles] as const)),
    ...STAFF_ROUTES.map(([m, p, s]) => [m, p, s, ['ADMIN', 'COMERCIAL']] as const),
    ...ADMIN_ROUTES.map(([m, p, s]) => [m, p, s, ['ADMIN']] as const),
    ...CLIENTE_ROUTES.map(([m, p, s]) => [m, p, s, ['CLIENTE']] as const),
  ];

  it.each(cases)('%s %s', async (method, path, allowedStatus, allowed) => {
    const anonymous = await call(method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(SERVER_MESSAGES.unauthenticated);
    for (const role of ['ADMIN', 'COMERCIAL', 'CLIENTE'] as Role[]) {
      const response = await call(method, path, callers[role]);
      if ((allowed as readonly Role[]).includes(role)) {
        expect([role, response.status]).toEqual([role, allowedStatus]);
      } else {
        expect([role, response.status, response.body.message]).toEqual([role, 403, SERVER_MESSAGES.forbidden]);
      }
    }
  });
});
