import { rmSync } from 'node:fs';
import { dropDatabase } from '../../src/database/database-admin.js';
import { MailQueue } from '../../src/modules/mail/mail-queue.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { mailJobs } from './mail-jobs.js';

// Issue 25, finding 10: a slow server got the same e-mail five times, each with a new Message-ID.
// SMTP hands a message over at least once (RFC 5321 §6.1; RFC 1047): when the reply to the end of
// DATA is lost, the sender cannot know the server kept it. What the portal owes is one Message-ID per
// job, kept across retries (so the receiving side can drop the copy), and timeouts long enough that a
// slow server is waited for instead of sent the message again.

const mail = (to: string) => ({ to, subject: `Para ${to}`, text: 'Olá', html: '<p>Olá</p>', links: [] });
const jobOf = async (t: TestApp, to: string) => (await mailJobs(t.db)).filter((job) => job.to === to);

describe('mail delivery with a slow SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  // The RFC-sized defaults (minutes) scaled down: the server answers sooner or later than 2 s.
  beforeAll(async () => ({ t, smtp } = await startMailingApp({ SMTP_SOCKET_TIMEOUT: '2' })));
  afterAll(() => closeAll(smtp, t));

  it('keeps a job while a live server may still answer; a 30 s heartbeat frees the job of a crashed worker', async () => {
    const { rows } = await t.db.query(
      `SELECT expire_seconds AS expire, heartbeat_seconds AS heartbeat FROM pgboss.queue WHERE name = 'mail'`,
    );
    // Connection 1 min + greeting 5 min + 3 replies of 2 s + 1 min.
    expect(rows).toEqual([{ expire: 60 + 300 + 3 * 2 + 60, heartbeat: 30 }]);
  });

  it('a server that answers within the timeout gets the message once, on the first try', async () => {
    const to = 'lento@exemplo.com.br';
    smtp.answerSlowly(1200);
    await t.app.get(MailQueue).enqueue(mail(to));
    const received = await smtp.next(to);
    await smtp.drained(t.db);
    expect(smtp.to(to)).toEqual([]);
    expect(await jobOf(t, to)).toEqual([{ to, state: 'completed', retryCount: 0, messageId: received.messageId }]);
  });

  it('a server slower than the timeout gets the retry with the Message-ID the job was given when queued', async () => {
    const to = 'lentissimo@exemplo.com.br';
    smtp.answerSlowly(3500);
    await t.app.get(MailQueue).enqueue(mail(to));
    const [job] = await jobOf(t, to);
    expect(job.messageId).toMatch(/^<[0-9a-f-]{36}@portal\.local>$/);
    // The first copy reached the server, which answered too late: the client gave up and retried.
    const first = await smtp.next(to);
    const second = await smtp.next(to, 10_000);
    await smtp.drained(t.db);
    expect([first.messageId, second.messageId]).toEqual([job.messageId, job.messageId]);
    expect(await jobOf(t, to)).toEqual([{ to, state: 'completed', retryCount: 1, messageId: job.messageId }]);
  });
});

describe('mail delivery across a restart mid-send', () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let next: TestApp | undefined;
  let firstClosed = false;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await next?.close();
    // Once the test closed the first app, only its pool and database are left.
    if (!firstClosed) await first.app.close();
    await first.db.end();
    await dropDatabase(process.env.TEST_ADMIN_DATABASE_URL!, first.databaseName);
    rmSync(first.config.database.dataDir, { recursive: true, force: true });
    await smtp.close();
  });

  it('a send cut by the app stopping is sent again by the next app with the same Message-ID', async () => {
    const to = 'reinicio.lento@exemplo.com.br';
    // Longer than the 5 s the jobs get to finish when the app stops.
    smtp.answerSlowly(8000);
    await first.app.get(MailQueue).enqueue(mail(to));
    const cut = await smtp.next(to);
    await first.app.close();
    firstClosed = true;
    expect((await jobOf(first, to)).map((job) => job.state)).toEqual(['retry']);

    next = await createTestApp({ SMTP_URL: smtp.url }, { sameDatabaseAs: first });
    const again = await smtp.next(to, 10_000);
    await smtp.drained(next.db);
    expect(again.messageId).toBe(cut.messageId);
    expect(smtp.to(to)).toEqual([]);
  });
});
