import fc from 'fast-check';
import { sql } from 'kysely';
import { Transactions } from '../../src/database/transactions.js';
import { JobsService } from '../../src/modules/jobs/jobs.service.js';
import { MAIL_QUEUE, MailQueue } from '../../src/modules/mail/mail-queue.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { mailJobs } from './mail-jobs.js';

// Issue 25, finding 8: the queue stored each e-mail whole. Now a job holds the address and the
// Message-ID in clear and the message sealed, and drops the sealed message once the server has it.

const word = fc.stringMatching(/^[A-Za-z0-9À-ÿ]{12,24}$/);
const token = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url'));

describe('a queued e-mail is sealed', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => ({ t, smtp } = await startMailingApp()));
  afterAll(() => closeAll(smtp, t));

  it('any message arrives whole with its job’s Message-ID; no row of the queue shows its text, queued or sent', async () => {
    const queue = t.app.get(MailQueue);
    const transactions = t.app.get(Transactions);
    await fc.assert(
      fc.asyncProperty(word, word, token, async (subject, name, secret) => {
        const to = `selado${++n}@exemplo.com.br`;
        const link = `http://portal.test/reset-password?userId=${n}&token=${secret}`;
        const text = `Olá, ${name}!\n\nRedefinir: ${link}\n`;
        const html = `<p>Olá, ${name}!</p><p><a href="${link}">Redefinir</a></p>`;
        const attachments = [
          { filename: `${name}.txt`, contentType: 'text/plain', contentBase64: Buffer.from(secret).toString('base64') },
        ];
        // The row as it is written, read inside the transaction that queues it (before any worker).
        const queued = await transactions.run(async (_tx, db) => {
          await queue.enqueue({ to, subject, text, html, links: [link], attachments }, db);
          const { rows } = await sql<{
            row: string;
          }>`SELECT j::text AS row FROM pgboss.job j WHERE data->>'to' = ${to}`.execute(db);
          return rows;
        });
        expect(queued).toHaveLength(1);
        const received = await smtp.next(to);
        expect([received.subject, received.text.trim(), received.links]).toEqual([subject, text.trim(), [link]]);
        expect(received.attachments.map((file) => file.content.toString())).toEqual([secret]);
        await smtp.drained(t.db);
        const sent = await t.db.query<{ row: string; data: Record<string, unknown> }>(
          `SELECT j::text AS row, data FROM pgboss.job j WHERE data->>'to' = $1`,
          [to],
        );
        expect(sent.rows.map((r) => r.data)).toEqual([{ to, messageId: received.messageId }]);
        for (const row of [queued[0].row, sent.rows[0].row]) {
          for (const clear of [subject, name, secret, Buffer.from(secret).toString('base64')])
            expect(row).not.toContain(clear);
        }
      }),
      { numRuns: 6 },
    );
    expect((await mailJobs(t.db)).map((job) => job.state)).toEqual(Array(6).fill('completed'));
    // Six round trips through the queue's worker: 44 s once on a loaded 2-core machine.
  }, 120_000);

  it('a job queued before the upgrade (message in clear) is still sent, with a Message-ID of its own, then emptied', async () => {
    const to = 'antes.da.atualizacao@exemplo.com.br';
    const link = 'http://portal.test/reset-password?userId=1&token=AntigoAntigoAntigoAntigoAntigoAntigoAntigo1';
    const old = {
      to,
      subject: 'Link antigo',
      text: `Redefinir: ${link}\n`,
      html: `<a href="${link}">x</a>`,
      links: [link],
    };
    const id = await t.app.get(JobsService).enqueue(MAIL_QUEUE, old);
    const received = await smtp.next(to);
    expect([received.subject, received.links, received.messageId]).toEqual([
      'Link antigo',
      [link],
      `<${id}@portal.local>`,
    ]);
    await smtp.drained(t.db);
    const { rows } = await t.db.query(`SELECT data, state::text AS state FROM pgboss.job WHERE id = $1`, [id]);
    expect(rows).toEqual([{ data: { to }, state: 'completed' }]);
  });
});
