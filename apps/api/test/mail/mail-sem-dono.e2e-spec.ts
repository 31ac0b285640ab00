import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { JobsService } from '../../src/modules/jobs/index.js';
import { MAIL_QUEUE } from '../../src/modules/mail/index.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';

// The migration's backfill (its DO block), run again over jobs queued the old way.
const ARQUIVO = readFileSync(
  resolve(import.meta.dirname, '../../../../prisma/migrations/20261126060000_envios_em_curso/migration.sql'),
  'utf8',
);
const MIGRACAO = ARQUIVO.slice(ARQUIVO.indexOf('DO $$'));

/**
 * Mail jobs queued before jobs had an owner (issue 25) could not be found by a deletion. Migration
 * 20261126060000 gives each the one person its recipient is — a customer login, or else the customer
 * whose billing e-mail it is — and leaves an address shared by two people, staff's, or nobody's alone.
 */
describe('mail jobs without an owner get the one person their recipient is', () => {
  let t: TestApp;
  let admin: Caller;
  let jobs: JobsService;
  let rodada = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    jobs = t.app.get(JobsService);
  }, 60_000);
  afterAll(() => t.close());

  /** A job as the queue stored it before owners: the address and Message-ID only (already sent). */
  const antiga = (to: string) => jobs.enqueue(MAIL_QUEUE, { to, messageId: `<antiga-${to}@portal.local>` });

  const dono = async (id: string) => {
    const { rows } = await t.db.query<{ owner: unknown }>(
      `SELECT data->'owner' AS owner FROM pgboss.job WHERE id = $1`,
      [id],
    );
    return rows[0]?.owner ?? null;
  };

  it('property: one person per address gets it, shared or staff addresses stay unowned, the deletion then finds them', async () => {
    const caso = fc.constantFrom('login', 'faturamento', 'compartilhado', 'staff', 'ninguem', 'maiusculas');
    await fc.assert(
      fc.asyncProperty(fc.array(caso, { minLength: 1, maxLength: 6 }), async (casos) => {
        rodada++;
        const { id: clienteId } = await insertCliente(t.db, {
          nome: `Titular Sem Dono ${rodada}`,
          email_faturamento: `fatura.${rodada}@sem-dono.com.br`,
        });
        const login = await insertUser(t.db, 'CLIENTE', { email: `login.${rodada}@sem-dono.com.br`, clienteId });
        // A neighbour whose billing e-mail is the login's address: that address is two people's.
        const compartilhado = `dividido.${rodada}@sem-dono.com.br`;
        await insertUser(t.db, 'CLIENTE', { email: compartilhado, clienteId });
        await insertCliente(t.db, { nome: `Vizinho ${rodada}`, email_faturamento: compartilhado });
        const staff = await insertUser(t.db, 'COMERCIAL', { email: `vendas.${rodada}@sem-dono.com.br` });
        const para = {
          login: login.email,
          maiusculas: login.email.toUpperCase(),
          faturamento: `fatura.${rodada}@sem-dono.com.br`,
          compartilhado,
          staff: staff.email,
          ninguem: `ninguem.${rodada}@sem-dono.com.br`,
        };
        const ids = await Promise.all(casos.map((c) => antiga(para[c])));
        await t.db.query(MIGRACAO);

        for (const [i, c] of casos.entries()) {
          const esperado =
            c === 'login' || c === 'maiusculas'
              ? { userId: login.id, clienteId }
              : c === 'faturamento'
                ? { clienteId }
                : null;
          expect({ c, dono: await dono(ids[i]) }).toEqual({ c, dono: esperado });
        }
        // Run twice, it changes nothing more.
        await t.db.query(MIGRACAO);
        await t.http
          .post(`/api/Clientes/${clienteId}/anonimizar`)
          .set(admin.auth)
          .send({ motivo: 'Pedido do titular' })
          .expect(200);
        for (const [i, c] of casos.entries()) {
          const { rows } = await t.db.query('SELECT 1 FROM pgboss.job WHERE id = $1', [ids[i]]);
          // The person's jobs went with the deletion; the others are still there.
          const doTitular = ['login', 'maiusculas', 'faturamento'].includes(c);
          expect({ c, existe: rows.length === 1 }).toEqual({ c, existe: !doTitular });
        }
      }),
      { numRuns: 8, seed: 20261126 },
    );
  }, 120_000);
});
