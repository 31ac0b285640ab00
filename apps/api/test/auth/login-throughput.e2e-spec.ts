import { hashPassword, verifyPassword } from '../../src/common/security/password-hasher.js';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';

// Figures for the README (issue 3): printed, with loose bounds so a weakened hash fails the suite.
describe('argon2id cost and sign-in throughput on this machine', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hashes with argon2id m=19456 KiB, t=2, p=1 and takes a measurable time', async () => {
    const hash = await hashPassword('Medir-tempo-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rounds = 20;
    let started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) await hashPassword(`Medir-tempo-${i}`);
    const hashMs = Number(process.hrtime.bigint() - started) / 1e6 / rounds;
    started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) await verifyPassword(hash, 'Medir-tempo-1');
    const verifyMs = Number(process.hrtime.bigint() - started) / 1e6 / rounds;
    process.stdout.write(
      `\nargon2id (19 MiB, t=2, p=1): hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (média de ${rounds})\n`,
    );
    expect(hashMs).toBeGreaterThan(5);
  });

  it('measures sign-ins per second with 8 concurrent clients', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => insertUser(t.db, 'COMERCIAL')));
    const perClient = 10;
    const started = process.hrtime.bigint();
    await Promise.all(
      users.map(async (user) => {
        for (let i = 0; i < perClient; i++) {
          await t.http.post('/api/Auth/login').send({ email: user.email, password: user.password }).expect(200);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const total = users.length * perClient;
    process.stdout.write(
      `\nsign-ins: ${total} em ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(1)} por segundo (8 clientes simultâneos, mesmo processo)\n`,
    );
    expect(total / seconds).toBeGreaterThan(1);
  });
});
