import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { nestRoutes, type RouteRule } from '../support/route-inventory.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { changedTables, fingerprint } from './raw-http.js';

// Probe of 2026-11-25 (F1, F4, F5, F8): gaps in issue 25's "one rule in the request pipeline". Each
// class is sent to every route it concerns, read from the route inventory, not to a chosen few.

const INVALID_ID = 'ID inválido.';
const INVALID_TEXT = 'O texto contém caracteres inválidos.';
const EXPECTED_OBJECT = 'Dados inválidos: envie um objeto JSON.';
const RUNS = Number(process.env.FUZZ_PIPELINE_RUNS ?? 40);

/** Non-decimal spellings of an id that Number() would read as one (F5). */
const nonDecimalId = fc
  .integer({ min: 1, max: 99 })
  .chain((n) =>
    fc.constantFrom(
      `0x${n.toString(16)}`,
      `0o${n.toString(8)}`,
      `0b${n.toString(2)}`,
      `0${n}`,
      `+${n}`,
      `${n}.0`,
      `%20${n}`,
      `${n}%20`,
      `%09${n}`,
      `${n}e0`,
      `${n / 10}e1`,
    ),
  );

describe('request pipeline rules hold on every route', () => {
  let t: TestApp;
  let callers: Record<string, Caller>;
  let routes: RouteRule[];

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1000', PUBLIC_FORM_MAX_PER_HOUR: '1000' });
    const clienteId = (await insertCliente(t.db, clienteExemplo('pj', 11223344))).id;
    callers = {
      ADMIN: await callerFor(t, 'ADMIN'),
      COMERCIAL: await callerFor(t, 'COMERCIAL'),
      CLIENTE: await callerFor(t, 'CLIENTE', { clienteId, name: 'Pessoa Cliente' }),
    };
    routes = nestRoutes(t.app).filter((route) => route.isPublic || route.roles?.length);
  });
  afterAll(() => t.close());

  /** A request on the route by a role it admits (anonymous on public routes). */
  function call(route: RouteRule, path: string, caller = callerOf(route)) {
    const request = t.http[route.method.toLowerCase() as 'get'](path);
    return caller ? request.set(caller.auth) : request;
  }
  const callerOf = (route: RouteRule) => (route.isPublic ? undefined : callers[route.roles![0]]);
  const label = (route: RouteRule) => `${route.method} ${route.path}`;

  it('F5: an id in any form but plain decimal digits is 400 on every :id route', async () => {
    const idRoutes = routes.filter((route) => route.path.includes(':id'));
    expect(idRoutes.length).toBeGreaterThan(20);
    const before = await fingerprint(t.db);
    // Every route with a few spellings, then generated ones on routes picked at random.
    for (const route of idRoutes) {
      for (const id of ['0x2', '02', '2.0', '1e1']) {
        const response = await call(route, route.path.replaceAll(':id', id));
        expect([label(route), id, response.status, response.body.message]).toEqual([label(route), id, 400, INVALID_ID]);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idRoutes), nonDecimalId, async (route, id) => {
        const response = await call(route, route.path.replaceAll(':id', id));
        expect([label(route), id, response.status, response.body.message]).toEqual([label(route), id, 400, INVALID_ID]);
      }),
      { numRuns: RUNS * 3, seed: 25 },
    );
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it('F1: an id query parameter past the integer column is never a 500 (links: the invalid-link answer)', async () => {
    const big = fc.oneof(
      fc.bigInt({ min: 2n ** 31n, max: 10n ** 12n }).map(String),
      fc.constantFrom('2147483648', '9999999999', '1e10', '2147483648.0', '0x80000000', '-2147483649', '0', '016'),
    );
    const idQueries = routes.flatMap((route) =>
      (route.inputs?.query ?? []).filter((name) => /(^id|Id)$/.test(name)).map((name) => [route, name] as const),
    );
    expect(idQueries.map(([route, name]) => `${label(route)} ${name}`)).toEqual(
      expect.arrayContaining(['GET /api/auth/confirm-email userId', 'GET /api/auth/check-reset-token userId']),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idQueries), big, async ([route, name], value) => {
        const response = await call(route, `${route.path.replaceAll(':id', '1')}?${name}=${value}&token=abc`);
        const answer = route.path.endsWith('confirm-email')
          ? `${response.status} ${response.headers.location}`
          : route.path.endsWith('check-reset-token')
            ? `${response.status} ${response.body.valid}`
            : String(response.status);
        const expected = route.path.endsWith('confirm-email')
          ? '302 http://portal.test/confirm-email?status=not-found'
          : route.path.endsWith('check-reset-token')
            ? '200 false'
            : '400';
        expect([label(route), name, value, answer]).toEqual([label(route), name, value, expected]);
      }),
      { numRuns: RUNS, seed: 25 },
    );
  });

  it('F4: a JSON array (or a bare value) as the body is 400 in Portuguese on every route that reads a body', async () => {
    const bodyRoutes = routes.filter((route) => route.inputs?.body?.length);
    expect(bodyRoutes.length).toBeGreaterThan(15);
    const before = await fingerprint(t.db);
    for (const route of bodyRoutes) {
      for (const body of ['[]', '[{}]', '[1,"a"]']) {
        const response = await call(route, route.path.replaceAll(':id', '1'))
          .set('Content-Type', 'application/json')
          .send(body);
        expect([label(route), body, response.status, response.body.message]).toEqual([
          label(route),
          body,
          400,
          EXPECTED_OBJECT,
        ]);
      }
      // A bare value never reaches Nest: the JSON parser (strict) refuses it as 'JSON inválido.'; the
      // registration route's `error` field is not added there, so it is left out of this loop.
      if (route.path.endsWith('PublicClientes')) continue;
      for (const body of ['"texto"', '1', 'true', 'null']) {
        const response = await call(route, route.path.replaceAll(':id', '1'))
          .set('Content-Type', 'application/json')
          .send(body);
        expect([label(route), body, response.status]).toEqual([label(route), body, 400]);
        expect(['JSON inválido.', EXPECTED_OBJECT]).toContain(response.body.message);
      }
    }
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it('F8: a lone surrogate in a body key is 400 on every route, those without a body DTO included', async () => {
    // Logout last: were it accepted, it would end the callers' sessions.
    const all = [...routes].sort((a, b) => Number(a.path.endsWith('logout')) - Number(b.path.endsWith('logout')));
    expect(all.map(label)).toContain('POST /api/auth/logout');
    const before = await fingerprint(t.db);
    const answers: string[] = [];
    for (const route of all) {
      for (const body of ['{"k\\ud800":"v"}', '{"a":{"\\udc00":1}}', '{"x":["a\\u0000"]}']) {
        const response = await call(route, route.path.replaceAll(':id', '1'))
          .set('Content-Type', 'application/json')
          .send(body);
        answers.push(`${label(route)} ${body} ${response.status} ${response.body.message}`);
      }
    }
    expect(answers).toEqual(
      all.flatMap((route) =>
        ['{"k\\ud800":"v"}', '{"a":{"\\udc00":1}}', '{"x":["a\\u0000"]}'].map(
          (body) => `${label(route)} ${body} 400 ${INVALID_TEXT}`,
        ),
      ),
    );
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
    await t.http.get('/api/auth/userinfo').set(callers.ADMIN.auth).expect(200);
  });
});
