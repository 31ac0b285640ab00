import { rmSync } from 'node:fs';
import { dropDatabase } from '../../src/database/database-admin.js';
import { AccountLinksService } from '../../src/modules/accounts/account-links.service.js';
import { JobsService } from '../../src/modules/jobs/jobs.service.js';
import { MAIL_QUEUE } from '../../src/modules/mail/mail-queue.service.js';
import { MailSeal } from '../../src/modules/mail/mail-seal.js';
import { escapeHtml, type MailContent } from '../../src/modules/mail/mail-templates.js';
import { insertPendingUser } from '../accounts/helpers.js';
import { criar, makeWorld } from '../cotacoes/cotacoes-helpers.js';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { until } from './mail-jobs.js';

/**
 * Probe 7 F5: an e-mail queued while SMTP was down kept the PUBLIC_URL of the moment it was queued;
 * after a move to a new address (restore on a new machine, TLS put in front) the retry sent links to
 * the old one. What is sent from now on uses today's PUBLIC_URL; nothing else in the message changes.
 */
const ANTIGA = 'http://192.0.2.2:3101';
const NOVA = 'https://portal.novo.test/cotacoes';

interface Queued {
  to: string;
  messageId: string;
  content: MailContent & { attachments?: { contentBase64: string }[] };
}

describe('queued e-mails after PUBLIC_URL changed', () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let next: TestApp | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: ANTIGA });
  }, 60_000);
  afterAll(async () => {
    await next?.close();
    await first.db.end();
    await dropDatabase(process.env.TEST_ADMIN_DATABASE_URL!, first.databaseName);
    rmSync(first.config.database.dataDir, { recursive: true, force: true });
    await smtp.close();
  });

  it('the retry after a restart with another PUBLIC_URL sends links to the new one, in both parts', async () => {
    await smtp.stop();
    const w = await makeWorld(first);
    const q = await criar(first, w);
    await first.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    const pendente = await insertPendingUser(first.db, 'ADMIN', 'nova.senha@exemplo.com.br');
    await first.app.get(AccountLinksService).sendSetPasswordLink(pendente);
    // A job queued by the previous version (no record of its base): sent as it was written.
    const seal = new MailSeal(first.config.auth.jwtSecret);
    const antigo = {
      subject: 'Fila antiga',
      text: `Ver: ${ANTIGA}/cliente/minhas-cotacoes/1\n`,
      html: `<p><a href="${ANTIGA}/cliente/minhas-cotacoes/1">Ver</a></p>`,
      links: [`${ANTIGA}/cliente/minhas-cotacoes/1`],
    };
    const antigoId = '<versao-anterior@portal.local>';
    await first.app.get(JobsService).enqueue(MAIL_QUEUE, {
      to: 'versao.anterior@exemplo.com.br',
      messageId: antigoId,
      sealed: seal.seal(antigo, antigoId),
    });

    const jobs = async () =>
      (
        await first.db.query<{ data: { to: string; messageId: string; sealed: string }; retry: number }>(
          `SELECT data, retry_count AS retry FROM pgboss.job WHERE name = 'mail' ORDER BY created_on`,
        )
      ).rows;
    await until(async () => (await jobs()).every((job) => job.retry >= 1), 20_000);
    const queued: Queued[] = (await jobs()).map(({ data }) => ({
      to: data.to,
      messageId: data.messageId,
      content: seal.open(data.sealed, data.messageId),
    }));
    // The quotation to the customer's two addresses, the set-password link, the old job.
    expect(queued.length).toBeGreaterThanOrEqual(4);
    for (const { content } of queued) expect(content.text).toContain(ANTIGA);
    await first.app.close();

    await smtp.start();
    next = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: NOVA }, { sameDatabaseAs: first });
    const received = new Map<string, ReceivedMail>();
    for (const { to } of queued) {
      const mail = await smtp.next(to, 20_000);
      received.set(mail.messageId, mail);
    }
    await smtp.drained(next.db);

    for (const { to, messageId, content } of queued) {
      const mail = received.get(messageId)!;
      expect(mail.to).toEqual([to]);
      expect(mail.subject).toBe(content.subject);
      const attachments = mail.attachments.map((file) => file.content.toString('base64'));
      expect(attachments).toEqual((content.attachments ?? []).map((file) => file.contentBase64));
      if (messageId === antigoId) {
        expect([mail.text.trim(), mail.html.trim()]).toEqual([antigo.text.trim(), antigo.html.trim()]);
        continue;
      }
      expect(mail.links.length).toBeGreaterThan(0);
      for (const link of mail.links) expect(link.startsWith(`${NOVA}/`)).toBe(true);
      expect(mail.text.trim()).toBe(content.text.replaceAll(ANTIGA, NOVA).trim());
      expect(mail.html.trim()).toBe(content.html.replaceAll(escapeHtml(ANTIGA), escapeHtml(NOVA)).trim());
      expect(mail.html).not.toContain(ANTIGA);
    }
  }, 120_000);
});
