import fc from 'fast-check';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import type { RoleName } from '../../src/common/decorators/roles.decorator.js';
import { startFakeCnpjProvider, type FakeCnpjProvider } from '../support/fake-cnpj-provider.js';
import { nestRoutes, type RouteRule } from '../support/route-inventory.js';
import { routeKey } from '../support/route-policy.js';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';
import { claimsFor, otherKeyToken, signHs256, tamperedToken, unsignedToken } from './forged-tokens.js';
import { illFormedBody, illFormedQuery } from './hostile-classes.js';
import { hostileRequests, type Caller, type HostileRequest } from './hostile-requests.js';
import { changedTables, fingerprint, listen, type RawClient, type RawResponse } from './raw-http.js';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { FuzzWorld } from './valid-bodies.js';

// Fixed so a failure reproduces: FUZZ_SEED=<seed> re-runs the same requests.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_500);
// Requests sent together; the tables are compared after each batch.
const BATCH = Number(process.env.FUZZ_BATCH ?? 4);

// Generated ill-formed bodies or queries per route that reads one (each must be exactly a 400).
const ILL_FORMED_RUNS = Number(process.env.FUZZ_ILL_FORMED_RUNS ?? 6);

// Words of the machinery that an error message must never carry to the caller.
const INTERNALS =
  /prisma|node_modules|DriverAdapter|TypeError|RangeError|ECONNREFUSED|duplicate key|violates|relation "|\n\s+at /i;

function describeRequest(request: HostileRequest): string {
  return JSON.stringify({ ...request, body: request.body?.toString().slice(0, 300) });
}

// Routes no controller declares: the 404 answer must hold up as well.
const UNREGISTERED: RouteRule[] = [
  { method: 'PATCH', path: '/api/Clientes/:id', isPublic: true, roles: undefined },
  { method: 'POST', path: '/api/naoexiste/:id', isPublic: true, roles: undefined },
  { method: 'GET', path: '/api/docs-json', isPublic: true, roles: undefined },
];

const isMessageList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim());

/** Whether the handler reads a body or a query DTO (the places ill-formed text can come in). */
const reads = (route: RouteRule) => Boolean(route.inputs?.body || route.inputs?.query?.length);

interface Tally {
  requests: number;
  statuses: Map<number, number>;
  checkedUnchanged: number;
  acceptedBatches: number;
  problems: string[];
}

describe('hostile input: generated bad requests on every route', () => {
  let t: TestApp;
  let client: RawClient;
  let cnpjProvider: FakeCnpjProvider;
  let world: FuzzWorld;
  const users = {} as Record<RoleName, TestUser>;

  beforeAll(async () => {
    cnpjProvider = await startFakeCnpjProvider();
    t = await createTestApp({
      // High limits, so throttling does not answer in place of the code under test (tested in test/auth).
      LOGIN_MAX_ATTEMPTS: '1000',
      PUBLIC_FORM_MAX_PER_HOUR: '100000',
      CNPJ_API_URL: cnpjProvider.url,
      LOOKUP_TIMEOUT_MS: '1000',
      // X-Forwarded-For becomes the client IP, one more field the caller writes.
      TRUST_PROXY: 'true',
    });
    const cliente = await insertCliente(t.db, clienteExemplo('pj', 11223344));
    const victim = await insertCliente(t.db, clienteExemplo('pf', 55667788));
    // An order keeps the victim customer from being deleted by a lucky request.
    await t.db.query(`INSERT INTO pedidos (cliente_id, valor, data_emissao) VALUES ($1, 10.5, now())`, [victim.id]);
    const produto = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome) VALUES ('VITIMA1', 'p', 'Produto Vítima') RETURNING id`,
    );
    users.ADMIN = await insertUser(t.db, 'ADMIN');
    users.COMERCIAL = await insertUser(t.db, 'COMERCIAL');
    users.CLIENTE = await insertUser(t.db, 'CLIENTE', { clienteId: cliente.id, name: 'Pessoa Cliente' });
    const staffVictim = await insertUser(t.db, 'COMERCIAL', { name: 'Pessoa Vítima' });
    const role = await t.db.query<{ id: number }>(`SELECT id FROM roles WHERE normalized_name = 'COMERCIAL'`);
    world = {
      existingIds: [victim.id, cliente.id, produto.rows[0].id, staffVictim.id],
      clienteCnpj: cliente.doc,
      comercialRoleId: role.rows[0].id,
      knownEmail: users.CLIENTE.email,
      knownUserId: users.CLIENTE.id,
      clienteId: cliente.id,
      produtoId: produto.rows[0].id,
    };
    client = await listen(t.app);
  });

  afterAll(async () => {
    await client?.close();
    await t?.close();
    await cnpjProvider?.close();
  });

  async function authorization(caller: Caller): Promise<string | undefined> {
    const admin = { id: users.ADMIN.id, email: users.ADMIN.email, role: 'ADMIN' };
    switch (caller.kind) {
      case 'anonymous':
        return undefined;
      case 'raw':
        return caller.header;
      case 'role':
        return `Bearer ${await tokenFor(t.app, users[caller.role], caller.role)}`;
      case 'forged': {
        const now = Math.floor(Date.now() / 1000);
        if (caller.variant === 'other-key') return `Bearer ${otherKeyToken(claimsFor(admin))}`;
        if (caller.variant === 'alg-none') return `Bearer ${unsignedToken(claimsFor(admin))}`;
        if (caller.variant === 'expired')
          return `Bearer ${signHs256(claimsFor(admin, { iat: now - 7200, exp: now - 3600 }), t.config.auth.jwtSecret)}`;
        const own = await tokenFor(t.app, users.CLIENTE, 'CLIENTE');
        return `Bearer ${tamperedToken(own, { sub: admin.id, [ROLE_CLAIM]: 'ADMIN' })}`;
      }
    }
  }

  /** Why an answer is wrong, or undefined when it is a proper refusal (or a success). */
  function wrongAnswer(route: RouteRule, response: RawResponse): string | undefined {
    if (response.status >= 500) return `HTTP ${response.status}: ${response.text.slice(0, 300)}`;
    if (/\$argon2/.test(response.text) || response.text.includes(t.config.auth.jwtSecret))
      return `HTTP ${response.status} expõe um hash de senha ou o segredo dos tokens`;
    if (response.status >= 300 && response.status < 400) {
      const redirectsHome = routeKey(route) === 'get /api/auth/confirm-email';
      const location = String(response.headers.location ?? '');
      return redirectsHome && location.startsWith(`${t.config.server.publicUrl}/confirm-email?status=`)
        ? undefined
        : `redirecionamento inesperado ${response.status} para ${location}`;
    }
    if (response.status < 400) return undefined;
    const message = (response.json as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message.trim())
      return `HTTP ${response.status} sem message: ${response.headers['content-type']} ${response.text.slice(0, 200)}`;
    if (INTERNALS.test(message)) return `HTTP ${response.status} com detalhes internos: ${message.slice(0, 200)}`;
    // The validation shape: `errors`, when present, names fields with their messages.
    const errors = (response.json as { errors?: unknown }).errors;
    const fields = Object.values(errors ?? {}) as unknown[];
    if (errors !== undefined && (typeof errors !== 'object' || !fields.every(isMessageList)))
      return `HTTP ${response.status} com errors fora do formato { campo: [mensagens] }: ${JSON.stringify(errors)}`;
    return undefined;
  }

  it(`ill-formed text anywhere in a body or query is exactly 400 '${SERVER_MESSAGES.invalidCharacters}' on every route that reads one`, async () => {
    const before = await fingerprint(t.db);
    const problems: string[] = [];
    const routes = nestRoutes(t.app).filter((route) => (route.isPublic || route.roles?.length) && reads(route));
    for (const [index, route] of routes.entries()) {
      const path = route.path.replace(/:\w+/g, String(world.clienteId));
      const requests = route.inputs?.body
        ? illFormedBody(route, world).map((part) => ({ path, body: part.body, headers: part.headers }))
        : illFormedQuery(route).map((query) => ({ path: path + query, body: undefined, headers: {} }));
      const caller: Caller = route.isPublic ? { kind: 'anonymous' } : { kind: 'role', role: route.roles![0] };
      const details = await fc.check(
        fc.asyncProperty(requests, async (request) => {
          const auth = await authorization(caller);
          const headers = { ...request.headers, ...(auth ? { Authorization: auth } : {}) };
          const response = await client.send({ method: route.method, ...request, headers });
          const message = (response.json as { message?: unknown } | undefined)?.message;
          if (response.status !== 400 || message !== SERVER_MESSAGES.invalidCharacters)
            throw new Error(`HTTP ${response.status} ${response.text.slice(0, 200)}: ${JSON.stringify(request)}`);
        }),
        { seed: SEED + 1000 + index, numRuns: ILL_FORMED_RUNS },
      );
      if (details.failed) problems.push(`${routeKey(route)}: ${(details.errorInstance as Error)?.message}`);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(problems).toEqual([]);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  }, 120_000);

  /** Sends one request and checks the answer; the tables are compared per batch by the caller. */
  async function sendAndCheck(
    route: RouteRule,
    request: HostileRequest,
    tally: Tally,
  ): Promise<{ problem?: string; accepted: boolean }> {
    const auth = await authorization(request.caller);
    const headers = { ...request.headers, ...(auth ? { Authorization: auth } : {}) };
    let response: RawResponse;
    try {
      response = await client.send({ method: request.method, path: request.path, headers, body: request.body });
    } catch (error) {
      return { problem: `sem resposta: ${(error as Error).message}`, accepted: false };
    }
    tally.requests++;
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    // A GET changes nothing, except an e-mail confirmation the redirect reports as 'success'.
    const confirmed = /[?&]status=success\b/.test(String(response.headers.location ?? ''));
    const accepted = response.status < 400 && (request.method !== 'GET' || confirmed);
    return { problem: wrongAnswer(route, response), accepted };
  }

  /** Sends a batch at once; when none was accepted, no business row may have changed. */
  async function sendBatch(
    route: RouteRule,
    batch: HostileRequest[],
    tally: Tally,
    baseline: { value: Record<string, string> },
  ) {
    const results = await Promise.all(batch.map((request) => sendAndCheck(route, request, tally)));
    const failed = results.findIndex((result) => result.problem);
    if (failed >= 0) return `${results[failed].problem}\n  ${describeRequest(batch[failed])}`;
    const after = await fingerprint(t.db);
    const before = baseline.value;
    baseline.value = after;
    if (results.some((result) => result.accepted)) {
      tally.acceptedBatches++;
      return undefined;
    }
    tally.checkedUnchanged += batch.length;
    const changed = changedTables(before, after);
    return changed.length
      ? `${batch.length} recusas alteraram ${changed.join(', ')}: ${batch.map(describeRequest).join('\n  ')}`
      : undefined;
  }

  it(`sends ${TOTAL_REQUESTS}+ generated requests: never a 5xx or a hang, always 4xx { message }, refused writes change no row`, async () => {
    const routes = [...nestRoutes(t.app), ...UNREGISTERED];
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const tally: Tally = { requests: 0, statuses: new Map(), checkedUnchanged: 0, acceptedBatches: 0, problems: [] };
    const baseline = { value: await fingerprint(t.db) };
    const started = performance.now();
    process.stdout.write(
      `fuzz: seed ${SEED}, ${routes.length} rotas x ${runsPerRoute} requisições (FUZZ_SEED=${SEED} reproduz)\n`,
    );

    for (const [index, route] of routes.entries()) {
      const details = await fc.check(
        fc.asyncProperty(
          fc.array(hostileRequests(route, world), { minLength: BATCH, maxLength: BATCH }),
          async (batch) => {
            const problem = await sendBatch(route, batch, tally, baseline);
            if (problem) throw new Error(problem);
          },
        ),
        { seed: SEED + index, numRuns: Math.ceil(runsPerRoute / BATCH), endOnFailure: true },
      );
      if (details.failed) {
        tally.problems.push(
          `${routeKey(route)} (seed ${details.seed}, path ${details.counterexamplePath}): ${(details.errorInstance as Error)?.message}`,
        );
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    process.stdout.write(
      `fuzz: ${tally.requests} requisições em ${seconds} s; status ${statuses.join(' ')}; ` +
        `${tally.checkedUnchanged} recusas com tabelas conferidas, ${tally.acceptedBatches} lotes com escrita aceita\n`,
    );
    expect(tally.problems).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(10_000);
    expect(tally.checkedUnchanged).toBeGreaterThan(tally.requests * 0.8);
  }, 240_000);
});
