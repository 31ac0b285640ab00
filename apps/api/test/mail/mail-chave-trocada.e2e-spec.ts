import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dropDatabase } from '../../src/database/database-admin.js';
import { MailQueue } from '../../src/modules/mail/index.js';
import { auditEntries } from '../support/backoffice-helpers.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { criar, makeWorld } from '../cotacoes/cotacoes-helpers.js';
import { mailJobs, until } from './mail-jobs.js';

/**
 * The queue's e-mails are sealed with a key derived from JWT_SECRET. Restarted with another secret,
 * the server cannot open the ones still waiting: they were retried until MAIL_RETRY_LIMIT (days) with
 * no audit, and nobody learned the customer never got the quotation. Each now becomes an
 * EMAIL_NAO_ENTREGUE entry (and a line in its quotation's history) at once, and the log says once
 * how many there were.
 */
describe('JWT_SECRET changed with e-mails still in the queue', () => {
  let smtp: SmtpTestServer;
  let first: TestApp;
  let next: TestApp | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    first = await createTestApp({ SMTP_URL: smtp.url, JWT_SECRET: randomBytes(32).toString('hex') });
  }, 60_000);
  afterAll(async () => {
    await next?.close();
    await first.db.end();
    await dropDatabase(process.env.TEST_ADMIN_DATABASE_URL!, first.databaseName);
    rmSync(first.config.database.dataDir, { recursive: true, force: true });
    await smtp.close();
  });

  it('each becomes an EMAIL_NAO_ENTREGUE entry saying the secret changed; not retried; logged once', async () => {
    await smtp.stop();
    const w = await makeWorld(first);
    const q = await criar(first, w);
    await first.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    await first.app
      .get(MailQueue)
      .enqueue({ to: 'avulso@exemplo.com.br', subject: 'Aviso', text: 'Olá', html: '<p>Olá</p>', links: [] });
    const destinos = [w.clienteUser.user.email, 'fin@padaria.com.br', 'avulso@exemplo.com.br'];
    // Tried once against the stopped server: waiting for a retry.
    await until(async () => (await mailJobs(first.db)).filter((job) => job.retryCount >= 1).length === 3, 15_000);
    await first.app.close();
    const tentadas = new Map((await mailJobs(first.db)).map((job) => [job.to, job.retryCount]));

    await smtp.start();
    // What the app warns about (every Logger instance's warn), as the log would show it.
    const warn = Logger.prototype.warn;
    const avisos: string[] = [];
    Logger.prototype.warn = function (this: Logger, message: unknown, ...rest: unknown[]) {
      avisos.push(String(message));
      return warn.call(this, message, ...rest);
    };
    try {
      next = await createTestApp(
        { SMTP_URL: smtp.url, JWT_SECRET: randomBytes(32).toString('hex') },
        { sameDatabaseAs: first },
      );
      await smtp.drained(next.db, 15_000);
      const quantos = avisos.filter((text) => /JWT_SECRET/.test(text));
      expect(quantos).toEqual([expect.stringMatching(/^3 e-mails da fila .*JWT_SECRET/)]);
    } finally {
      Logger.prototype.warn = warn;
    }
    // None sent, none left to retry: each completed on its first try under the new secret (pg-boss counts
    // a try of a job waiting to be retried when it takes it).
    expect(destinos.flatMap((to) => smtp.to(to))).toEqual([]);
    const jobs = (await mailJobs(next.db)).map((job) => [job.to, job.state, job.retryCount]);
    expect(jobs).toEqual(expect.arrayContaining(destinos.map((to) => [to, 'completed', tentadas.get(to)! + 1])));
    const { rows: selados } = await next.db.query(`SELECT id FROM pgboss.job WHERE name = 'mail' AND data ? 'sealed'`);
    expect(selados).toEqual([]);

    const entradas = await auditEntries(next.db, 'EMAIL_NAO_ENTREGUE');
    expect(entradas.map((e) => e.data.email).sort()).toEqual([...destinos].sort());
    for (const entrada of entradas) {
      expect(entrada.message).toMatch(/^E-mail não entregue: .*JWT_SECRET/);
      expect(entrada.data.cotacaoId).toBe(entrada.data.email === 'avulso@exemplo.com.br' ? undefined : q.id);
    }
    const { rows: historico } = await next.db.query<{ detalhe: string }>(
      `SELECT detalhe FROM cotacao_eventos WHERE cotacao_id = $1 AND tipo = 'email_nao_entregue' ORDER BY id`,
      [q.id],
    );
    expect(historico.map((h) => h.detalhe).sort()).toEqual(
      destinos
        .slice(0, 2)
        .map(
          (to) =>
            `Para: ${to}. A chave do servidor (JWT_SECRET) mudou depois que este e-mail entrou na fila, e ele não pode mais ser aberto. Envie de novo.`,
        )
        .sort(),
    );
  }, 90_000);
});
