import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { nestRoutes } from '../support/route-inventory.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

// Issue 25, finding 9: limits that races walked through (20 concurrent exports gave 12 files for a
// limit of 5), 429s without Retry-After, and an authenticated limit counted per IP, where anonymous
// 401s used it up for everyone behind the same router.

const SRC = resolve(import.meta.dirname, '../../src');
const PUBLIC_FORMS = 2;
const LOGIN_ATTEMPTS = 2;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { message?: unknown; retryAfter?: unknown };
}

/** Why a 429 is not a proper one: Retry-After in whole seconds, the same in the body, a message. */
function badRefusal(response: Answer, windowSeconds: number): string | undefined {
  if (response.status !== 429) return `status ${response.status}`;
  const header = response.headers['retry-after'];
  if (!/^\d+$/.test(header ?? '')) return `Retry-After ${header}`;
  const seconds = Number(header);
  if (seconds < 1 || seconds > windowSeconds) return `Retry-After ${seconds} fora de 1..${windowSeconds}`;
  if (response.body.retryAfter !== seconds) return `retryAfter ${String(response.body.retryAfter)} != ${seconds}`;
  return typeof response.body.message === 'string' && response.body.message ? undefined : 'sem message';
}

/** Source files under src/ that can answer 429 by themselves. */
function filesThatRefuseWith429(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesThatRefuseWith429(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    const text = readFileSync(path, 'utf8');
    return /new \w*TooMany\w*\(|extends TooManyRequestsException|(?<!=== )HttpStatus\.TOO_MANY_REQUESTS|status\(429\)/.test(
      text,
    )
      ? [relative(SRC, path)]
      : [];
  });
}

describe('limits: atomic under concurrency, Retry-After on every 429, counted per user', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let clienteId: number;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PUBLIC_FORM_MAX_PER_HOUR: String(PUBLIC_FORMS),
      LOGIN_MAX_ATTEMPTS: String(LOGIN_ATTEMPTS),
      PERSONAL_DATA_EXPORTS_PER_DAY: '5',
      TRUST_PROXY: 'true',
    }));
    clienteId = (await insertCliente(t.db, clienteExemplo('pj', 55443322))).id;
  });
  afterAll(() => closeAll(smtp, t));

  it('20 concurrent exports by one customer give exactly 5 files and 15 × 429 with Retry-After', async () => {
    const cliente = await callerFor(t, 'CLIENTE', { clienteId, name: 'Pessoa Apressada' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.http.get('/api/meusdados/exportar').set(cliente.auth)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    const refusals = answers.filter((answer) => answer.status === 429);
    expect(refusals.map((answer) => badRefusal(answer, 24 * 3600)).filter(Boolean)).toEqual([]);
    expect(refusals[0].body.message).toBe(
      'Limite de exportações de dados pessoais atingido (5 por dia). Tente novamente amanhã.',
    );
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_logs
        WHERE data->>'action' = 'DADOS_PESSOAIS_EXPORTADOS' AND data->>'userId' = $1`,
      [String(cliente.user.id)],
    );
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('every 429 the app can answer carries Retry-After: each @RateLimit route, sign-in and the export', async () => {
    // Every source file that can refuse with 429 is driven below; a new one fails here until it is.
    expect(filesThatRefuseWith429().sort()).toEqual([
      'common/http/too-many-requests.exception.ts',
      'modules/auth/login.service.ts',
      'modules/dados-pessoais/dados-pessoais-export.service.ts',
      'modules/throttle/rate-limit.guard.ts',
    ]);
    const limited = nestRoutes(t.app).filter((route) => route.rateLimit);
    expect(limited.length).toBeGreaterThanOrEqual(8);
    const problems: string[] = [];
    for (const [index, route] of limited.entries()) {
      const rule = route.rateLimit!;
      const limit = typeof rule.limit === 'function' ? rule.limit(t.config) : rule.limit;
      const role = route.isPublic ? undefined : route.roles?.[0];
      const caller = role ? await callerFor(t, role, role === 'CLIENTE' ? { clienteId } : {}) : undefined;
      const ip = `198.51.100.${index + 1}`;
      let last: Answer | undefined;
      for (let i = 0; i <= limit; i++) {
        const path = route.path.replace(/:\w+/g, '1');
        let call = route.method === 'GET' ? t.http.get(path) : t.http.post(path).send({});
        call = call.set('X-Forwarded-For', ip);
        if (caller) call = call.set(caller.auth);
        last = (await call) as Answer;
      }
      const problem = badRefusal(last!, rule.windowSeconds);
      if (problem) problems.push(`${route.method} ${route.path} (${rule.name}): ${problem}`);
    }
    const login = async () =>
      (await t.http
        .post('/api/Auth/login')
        .set('X-Forwarded-For', '198.51.100.200')
        .send({ email: 'ninguem@exemplo.com.br', password: 'Errada-1x' })) as Answer;
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) await login();
    const loginProblem = badRefusal(await login(), t.config.auth.loginWindowSeconds);
    if (loginProblem) problems.push(`login: ${loginProblem}`);
    const admin = await callerFor(t, 'ADMIN');
    let exported: Answer | undefined;
    for (let i = 0; i <= 5; i++) {
      exported = (await t.http.get(`/api/Clientes/${clienteId}/dados-pessoais`).set(admin.auth)) as Answer;
    }
    const exportProblem = badRefusal(exported!, 24 * 3600);
    if (exportProblem) problems.push(`exportação (ADMIN): ${exportProblem}`);
    expect(problems).toEqual([]);
  });

  it('ten anonymous bad calls do not block a signed-in customer deleting her account from the same IP', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 11; i++) {
      const anonymous = await t.http
        .post('/api/meusdados/excluir-conta')
        .set('X-Forwarded-For', ip)
        .send({ senha: 'x' });
      expect(anonymous.status).toBe(401);
    }
    const own = (await insertCliente(t.db, clienteExemplo('pf', 66778899))).id;
    const pessoa: Caller = await callerFor(t, 'CLIENTE', { clienteId: own, name: 'Pessoa Que Sai' });
    await t.http
      .post('/api/meusdados/excluir-conta')
      .set('X-Forwarded-For', ip)
      .set(pessoa.auth)
      .send({ senha: pessoa.user.password })
      .expect(200);
  });

  it("one customer's wrong passwords use up her own deletion quota, not her neighbour's", async () => {
    const ip = '203.0.113.60';
    const [ana, bia] = await Promise.all(
      [11112222, 33334444].map(async (seed, i) => {
        const id = (await insertCliente(t.db, clienteExemplo('pf', seed))).id;
        return callerFor(t, 'CLIENTE', { clienteId: id, name: i ? 'Bia Vizinha' : 'Ana Apressada' });
      }),
    );
    const attempt = (who: Caller, senha: string) =>
      t.http.post('/api/meusdados/excluir-conta').set('X-Forwarded-For', ip).set(who.auth).send({ senha });
    for (let i = 0; i < 10; i++) await attempt(ana, 'Errada-1x').expect(400);
    const refused = await attempt(ana, ana.user.password);
    expect(badRefusal(refused as Answer, 3600)).toBeUndefined();
    await attempt(bia, 'Errada-1x').expect(400);
    await attempt(bia, bia.user.password).expect(200);
  });
});
