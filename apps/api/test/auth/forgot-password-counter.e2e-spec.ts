import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { ForgotPasswordService, FORGOT_PER_EMAIL } from '../../src/modules/auth/forgot-password.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';

const ANSWER = { message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.' };
const PER_EMAIL = 'forgot-password:email:';

// Issue 25: a deletion leaves nothing of the person, so the per-address counter (kept up to an hour,
// whoever asked) holds a keyed hash of the address, never its text nor a plain hash of it.
describe('forgot-password: the per-address counter', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let forgot: ForgotPasswordService;
  let ips = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ TRUST_PROXY: 'true' }));
    forgot = t.app.get(ForgotPasswordService);
  });
  afterAll(() => closeAll(smtp, t));

  // Every request from its own IP: only the per-address limit is under test here.
  const ask = (email: string) => {
    ips += 1;
    return t.http
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-For', `10.8.${Math.floor(ips / 250)}.${ips % 250}`)
      .send({ email });
  };
  const counters = async () => {
    await forgot.settled();
    const { rows } = await t.db.query<{ key: string; hits: number }>('SELECT key, hits FROM throttle_counters');
    return rows;
  };
  /** What a counter must not hold of an address: its text, in any case, or an unkeyed hash of it. */
  const traces = (email: string) => {
    const sha = createHash('sha256').update(email);
    return [email, email.split('@')[0], sha.copy().digest('hex'), sha.digest('base64url')];
  };
  const holds = (key: string, email: string) => traces(email).some((trace) => key.toLowerCase().includes(trace));

  it(`counts every spelling of an address on one counter: ${FORGOT_PER_EMAIL} links, then the same answer`, async () => {
    const user = await insertUser(t.db, 'COMERCIAL', { email: 'grafias.fp@exemplo.com.br' });
    await t.db.query('DELETE FROM throttle_counters');
    const spellings = ['Grafias.FP@Exemplo.com.br ', ' grafias.fp@EXEMPLO.COM.BR', 'grafias.fp@exemplo.com.br'];
    for (const email of [...spellings, 'GRAFIAS.fp@exemplo.com.br', ' Grafias.Fp@exemplo.Com.br  ']) {
      const answer = await ask(email).expect(200);
      expect(answer.body).toEqual(ANSWER);
    }
    await forgot.settled();
    await smtp.drained(t.db);
    expect(smtp.to(user.email)).toHaveLength(FORGOT_PER_EMAIL);

    const rows = await counters();
    expect(rows.filter((row) => row.key.startsWith(PER_EMAIL)).map((row) => row.hits)).toEqual([5]);
    expect(rows.filter((row) => holds(row.key, user.email))).toEqual([]);
  });

  it('never keeps an address, and shares one counter per address (property)', async () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const address = fc
      .tuple(fc.string({ unit: letter, minLength: 3, maxLength: 12 }), fc.constantFrom('exemplo.com.br', 'x.com'))
      .map(([local, domain]) => `${local}@${domain}`);
    // A spelling: any letter upper-cased, and spaces on either side.
    const spelling = fc.record({
      upper: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      before: fc.constantFrom('', ' ', '  '),
      after: fc.constantFrom('', ' ', '   '),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(address, fc.array(spelling, { minLength: 1, maxLength: 5 }), async (base, spellings) => {
        run += 1;
        const email = `r${run}.${base}`;
        await t.db.query('DELETE FROM throttle_counters');
        for (const { upper, before, after } of spellings) {
          const typed = [...email].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
          expect((await ask(`${before}${typed}${after}`).expect(200)).body).toEqual(ANSWER);
        }
        const rows = await counters();
        expect(rows.filter((row) => row.key.startsWith(PER_EMAIL)).map((row) => row.hits)).toEqual([spellings.length]);
        expect(rows.filter((row) => holds(row.key, email))).toEqual([]);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  });
});
