import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { PrismaService } from '../../src/database/prisma.service.js';
import { MailQueue } from '../../src/modules/mail/index.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

// The claim's deadline in these tests, and the grace a claim adds to it (MailQueue).
const PRAZO_MS = 2000;
const FOLGA_MS = 1000;
// What a loaded machine adds to a deletion besides its wait (its statements, the HTTP round trip).
const TRABALHO_MS = 2500;

const depois = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Known gap 1 of issue 25's locks: the mail worker sent an e-mail with an owner inside a transaction
 * holding the owner's lock, so a deletion of that person waited as long as the SMTP server took
 * (minutes for a hung one), and each such send pinned a connection of the API's pool. Now the worker
 * claims the job until a deadline in one short statement, talks to SMTP with no transaction open and
 * aborts at the deadline; a deletion waits only for its person's claims, at most until their deadline.
 */
describe('mail worker: a claim with a deadline instead of a transaction around SMTP', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: Caller;
  let queue: MailQueue;
  let pessoas = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ MAIL_SEND_DEADLINE: String(PRAZO_MS / 1000) }));
    admin = await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    queue = t.app.get(MailQueue);
  }, 60_000);
  afterAll(() => closeAll(smtp, t));

  async function pessoa() {
    pessoas++;
    const email = `titular.${pessoas}@prazo-exemplo.com.br`;
    const { id } = await insertCliente(t.db, { nome: `Titular Prazo ${pessoas}`, email_faturamento: email });
    return { clienteId: id, email };
  }

  const enviar = (p: { clienteId: number; email: string }, n: number) =>
    queue.enqueue(
      { to: p.email, subject: `Aviso ${n}`, text: `Aviso ${n}`, html: `<p>Aviso ${n}</p>`, links: [] },
      undefined,
      { clienteId: p.clienteId },
    );

  async function anonimizar(clienteId: number) {
    const inicio = Date.now();
    await t.http
      .post(`/api/Clientes/${clienteId}/anonimizar`)
      .set(admin.auth)
      .send({ motivo: 'Pedido do titular' })
      .expect(200);
    return { em: new Date(), duracao: Date.now() - inicio };
  }

  /** The fewest connections of the API's pool in use over `ms` (a held one never drops to 0). */
  async function menosConexoesEmUso(ms: number) {
    const pool = t.app.get(PrismaService).pool;
    let menor = Infinity;
    for (const fim = Date.now() + ms; Date.now() < fim; await depois(25)) {
      menor = Math.min(menor, pool.totalCount - pool.idleCount);
    }
    return menor;
  }

  it('a hung SMTP server holds no pool connection, and the deletion waits at most the deadline', async () => {
    const p = await pessoa();
    smtp.answerSlowly(15_000);
    expect(await enviar(p, 1)).toBe(true);
    // The server has the whole message and never answers in time: the worker is mid-conversation.
    await smtp.next(p.email, 10_000);
    expect(await menosConexoesEmUso(500)).toBe(0);

    const exclusao = await anonimizar(p.clienteId);
    expect(exclusao.duracao).toBeLessThan(PRAZO_MS + FOLGA_MS + TRABALHO_MS);
    const { rows } = await t.db.query(`SELECT id FROM pgboss.job WHERE data->'owner'->>'clienteId' = $1::text`, [
      String(p.clienteId),
    ]);
    expect(rows).toEqual([]);
    const { rows: envios } = await t.db.query('SELECT job_id FROM envios_em_curso WHERE ate > clock_timestamp()');
    expect(envios).toEqual([]);
  }, 60_000);

  it('property: enqueue, slow sends and a deletion interleaved — nothing reaches the person after it, no other job is touched', async () => {
    const comando = fc.record({ deA: fc.boolean(), atraso: fc.integer({ min: 0, max: 400 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(comando, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 * PRAZO_MS }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 500 }),
        async (comandos, lentidao, lentos, exclusaoMs) => {
          const [a, b] = [await pessoa(), await pessoa()];
          smtp.answerSlowly(lentidao, lentos);
          let n = 0;
          const pedidos = comandos.map(({ deA, atraso }) => depois(atraso).then(() => enviar(deA ? a : b, ++n)));
          const [exclusao, ...enfileirados] = await Promise.all([
            depois(exclusaoMs).then(() => anonimizar(a.clienteId)),
            ...pedidos,
          ]);
          expect(exclusao.duracao).toBeLessThan(PRAZO_MS + FOLGA_MS + TRABALHO_MS);
          await smtp.drained(t.db, 30_000);
          smtp.answerSlowly(0, 0);

          // The deleted person: nothing accepted by the server after the deletion committed.
          const tardios = smtp.to(a.email).filter((mail) => mail.receivedAt > exclusao.em);
          expect(tardios.map((mail) => `${mail.receivedAt.toISOString()} ${mail.subject}`)).toEqual([]);
          // The other person: every e-mail queued for B is delivered (at least once), its job completed.
          const deB = comandos.filter((c, i) => !c.deA && enfileirados[i]).length;
          expect(comandos.every((c, i) => c.deA || enfileirados[i])).toBe(true);
          expect(new Set(smtp.to(b.email).map((mail) => mail.messageId)).size).toBe(deB);
          const { rows } = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'to' = $1 AND state = 'completed'`,
            [b.email],
          );
          expect(rows[0].n).toBe(deB);
        },
      ),
      { numRuns: 6, seed: 20261126 },
    );
  }, 240_000);
});
