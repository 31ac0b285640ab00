import { cpfFrom } from '@portal/test-support';
import { closeAll } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { auditOf, insertPendingUser } from '../accounts/helpers.js';
import { CREATED, startCadastroApp } from './cadastro-helpers.js';

// Finding 2: registrations naming an existing login flooded its owner with notices (only the per-IP limit applied).
describe('the "tentativa de cadastro" notice is capped per address', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startCadastroApp());
  });
  afterAll(() => closeAll(smtp, t));

  const registrar = (email: string, seed: number) =>
    t.http
      .post('/api/public/PublicClientes')
      .send({ tipo_pessoa: 'pf', nome: 'Quem Tenta', email, cpf: cpfFrom(seed) });

  it.each([
    ['CLIENTE', 'cel5@teste.local', 610000000],
    ['ADMIN', 'admin.vitima@empresa.test', 620000000],
  ] as const)(
    '6 registrations with the %s address %s: 3 e-mails reach it, every answer is the same',
    async (role, email, base) => {
      await insertUser(t.db, role, { email, name: 'Vitima Teste' });
      for (let i = 0; i < 6; i++) {
        // Other case and spaces: the same address for the counter.
        await registrar(i % 2 ? ` ${email.toUpperCase()} ` : email, base + i).expect(201, { message: CREATED });
      }
      await smtp.drained(t.db);
      const recebidos = smtp.to(email);
      expect(recebidos).toHaveLength(3);
      for (const mail of recebidos)
        expect(mail.subject).toBe('Portal de Cotações: tentativa de cadastro com o seu e-mail');
      const avisos = (await auditOf(t.db, 'PUBLIC_REGISTRATION_EMAIL_EXISTS')).filter((a) => a.data.email === email);
      expect(avisos.map((a) => (a.data.changes as { aviso: string }).aviso)).toEqual([
        'enviado',
        'enviado',
        'enviado',
        'limitado',
        'limitado',
        'limitado',
      ]);
      const { rows } = await t.db.query(
        `SELECT count(*)::int AS n FROM throttle_counters WHERE key LIKE '%' || $1 || '%'`,
        [email],
      );
      expect(rows[0].n).toBe(0); // the counter keeps an HMAC, never the address
    },
  );

  it('an account still without password gets at most 3 set-password links the same way', async () => {
    const pendente = await insertPendingUser(t.db, 'CLIENTE', 'sem.senha@teste.local');
    for (let i = 0; i < 5; i++) await registrar(pendente.email, 630000000 + i).expect(201, { message: CREATED });
    await smtp.drained(t.db);
    expect(smtp.to(pendente.email)).toHaveLength(3);
  });

  it('the cap is per address: another address still gets its notice', async () => {
    await insertUser(t.db, 'CLIENTE', { email: 'outra.vitima@teste.local' });
    await registrar('outra.vitima@teste.local', 640000000).expect(201);
    await smtp.drained(t.db);
    expect(smtp.to('outra.vitima@teste.local')).toHaveLength(1);
  });
});
