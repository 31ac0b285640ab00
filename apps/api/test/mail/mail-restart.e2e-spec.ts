import { rmSync } from 'node:fs';
import { dropDatabase } from '../../src/database/database-admin.js';
import { MailQueue } from '../../src/modules/mail/mail-queue.service.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { mailJobs, until } from './mail-jobs.js';

const mail = (to: string) => ({ to, subject: `Para ${to}`, text: 'Olá', html: '<p>Olá</p>', links: [] });

describe('mail jobs across restarts and instances', () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let firstClosed = false;
  const others: TestApp[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    if (firstClosed) {
      // Its Nest app is already closed: only the pool and the database are left.
      await first.db.end();
      await dropDatabase(process.env.TEST_ADMIN_DATABASE_URL!, first.databaseName);
      rmSync(first.config.database.dataDir, { recursive: true, force: true });
    } else {
      await first.close();
    }
    await smtp.close();
  });

  it('a job pending when the app closes is sent by the next app on the same database', async () => {
    await smtp.stop();
    await first.app.get(MailQueue).enqueue(mail('reinicio@exemplo.com.br'));
    await until(async () => (await mailJobs(first.db)).some((job) => job.retryCount >= 1));
    await first.app.close();
    firstClosed = true;
    expect((await mailJobs(first.db)).map((job) => job.state)).toEqual(['retry']);

    await smtp.start();
    const next = await createTestApp({ SMTP_URL: smtp.url }, { sameDatabaseAs: first });
    others.push(next);
    expect((await smtp.next('reinicio@exemplo.com.br')).subject).toBe('Para reinicio@exemplo.com.br');
    await smtp.drained(next.db);
    expect(smtp.to('reinicio@exemplo.com.br')).toEqual([]);
  });

  it('two instances on one database send each e-mail exactly once', async () => {
    const [a] = others;
    const b = await createTestApp({ SMTP_URL: smtp.url }, { sameDatabaseAs: first });
    others.push(b);
    const addresses = Array.from({ length: 12 }, (_, i) => `par${i}@exemplo.com.br`);
    await Promise.all(addresses.map((to, i) => (i % 2 ? a : b).app.get(MailQueue).enqueue(mail(to))));
    for (const to of addresses) await smtp.next(to);
    await smtp.drained(a.db);
    expect(addresses.flatMap((to) => smtp.to(to))).toEqual([]);
  });
});
