import fc from 'fast-check';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';

// Two staff accounts created at once with one address in different case: the loser hears the same
// 409 as when the address was already there ('E-mail já cadastrado.'), not the generic duplicate.
describe('POST /api/UsuariosInternos racing on one e-mail', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: Caller;
  let comercial: number;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    admin = await callerFor(t, 'ADMIN');
    comercial = (await t.db.query(`SELECT id FROM roles WHERE normalized_name = 'COMERCIAL'`)).rows[0].id;
  });
  afterAll(() => closeAll(smtp, t));

  const create = (email: string) =>
    t.http
      .post('/api/UsuariosInternos')
      .set(admin.auth)
      .send({ email, name: 'Pessoa Corrida', phoneNumber: null, status: 1, roleId: comercial });

  it('one creates, the other gets 409 "E-mail já cadastrado." (fast-check over case variants)', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), async (upper) => {
        const base = `corrida${++round}@empresa.com.br`;
        const variant = [...base].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
        const answers = await Promise.all([create(base), create(variant)]);
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([201, 409]);
        const loser = answers.find((a) => a.status === 409)!;
        expect(loser.body.message).toBe(SERVER_MESSAGES.emailTaken);
        const { rows } = await t.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [base]);
        expect(rows).toEqual([{ n: 1 }]);
      }),
      { numRuns: 8, seed: 20261126 },
    );
  }, 60_000);
});
