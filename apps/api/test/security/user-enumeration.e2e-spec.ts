import { cpfFrom } from '@portal/test-support';
import { createTestApp, insertUser, type TestApp, type TestUser } from '../support/test-app.js';

const ROUNDS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
};

/** Status and body without the request id: what a caller can compare. */
const visible = (response: { status: number; body: Record<string, unknown> }) => {
  const { requestId: _id, ...body } = response.body;
  return { status: response.status, body };
};

describe('user enumeration: answers do not tell whether an e-mail has an account', () => {
  let t: TestApp;
  let known: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1000', PUBLIC_FORM_MAX_PER_HOUR: '1000' });
    known = await insertUser(t.db, 'COMERCIAL');
  });
  afterAll(() => t.close());

  async function timedSignIn(email: string) {
    const started = process.hrtime.bigint();
    const response = await t.http.post('/api/Auth/login').send({ email, password: 'Senha-errada-9' });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer: visible(response) };
  }

  it('sign-in takes as long, and answers the same, for an unknown e-mail and a wrong password', async () => {
    // Warm up both paths first (connections, JIT).
    for (let i = 0; i < 3; i++) {
      await timedSignIn(known.email);
      await timedSignIn(`aquecimento-${i}@exemplo.com.br`);
    }
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so a slower moment of the machine hits both sides alike.
    for (let i = 0; i < ROUNDS; i++) {
      const a = await timedSignIn(known.email);
      const b = await timedSignIn(`ninguem-${i}@exemplo.com.br`);
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
      answers.add(JSON.stringify(a.answer)).add(JSON.stringify(b.answer));
    }
    expect([...answers]).toEqual([JSON.stringify({ status: 401, body: { message: 'E-mail ou senha inválidos.' } })]);
    const [knownMedian, unknownMedian] = [median(knownMs), median(unknownMs)];
    process.stdout.write(
      `login: mediana e-mail conhecido ${knownMedian.toFixed(1)} ms, desconhecido ${unknownMedian.toFixed(1)} ms\n`,
    );
    // Within 5 ms or 35% of each other: a password check is ~20 ms here, so skipping it would show.
    const tolerance = Math.max(5, 0.35 * Math.max(knownMedian, unknownMedian));
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThanOrEqual(tolerance);
  });

  it('public registration answers the same for a new and an existing e-mail, and creates nothing for the latter', async () => {
    const register = (email: string, seed: number) =>
      t.http
        .post('/api/public/PublicClientes')
        .send({ tipo_pessoa: 'pf', nome: 'Pessoa Teste', email, cpf: cpfFrom(seed) });
    const fresh = visible(await register('nova-pessoa@exemplo.com.br', 111222333));
    const existing = visible(await register(known.email, 444555666));
    expect(existing).toEqual(fresh);
    expect(fresh.status).toBe(201);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM clientes WHERE cpf = $1', [cpfFrom(444555666)]);
    expect(rows[0].n).toBe(0);
  });

  it('the reset-link check and the reset form answer the same for an unknown and an existing user', async () => {
    const token = 'Z'.repeat(43);
    const check = async (userId: number) =>
      visible(await t.http.get('/api/auth/check-reset-token').query({ userId, token }));
    const reset = async (userId: number) =>
      visible(await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: 'Senha-nova-9' }));
    expect(await check(known.id)).toEqual(await check(987654));
    expect(await check(known.id)).toEqual({ status: 200, body: { valid: false, reason: expect.any(String) } });
    expect(await reset(known.id)).toEqual(await reset(987654));
    expect((await reset(known.id)).status).toBe(400);
  });

  it('"forgot my password" answers the same for a known and an unknown e-mail', async () => {
    const ask = async (email: string) => visible(await t.http.post('/api/auth/forgot-password').send({ email }));
    const answer = await ask(known.email);
    expect(answer).toEqual(await ask('ninguem-aqui@exemplo.com.br'));
    expect(answer.status).toBe(200);
  });
});
