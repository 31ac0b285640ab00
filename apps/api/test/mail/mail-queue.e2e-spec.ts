import { cpfFrom } from '@portal/test-support';
import { Transactions } from '../../src/database/transactions.js';
import { MailQueue } from '../../src/modules/mail/mail-queue.service.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { mailJobs, until } from './mail-jobs.js';

const CONTACT = 'vendas@empresa.test';

describe('durable e-mail queue', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ CONTACT_EMAIL: CONTACT, PUBLIC_FORM_MAX_PER_HOUR: '100' }));
  });
  afterAll(() => closeAll(smtp, t));

  const mail = (to: string, subject: string) => ({
    to,
    subject,
    text: `${subject}\n`,
    html: `<p>${subject}</p>`,
    links: [],
  });

  it('while the SMTP server is down the actions still answer 2xx; every e-mail arrives once it is back', async () => {
    await smtp.stop();
    const nomes = ['Outage Um', 'Outage Dois', 'Outage Três'];
    for (const [i, nome] of nomes.entries()) {
      await t.http
        .post('/api/public/contato')
        .set('X-Forwarded-For', `10.20.0.${i}`)
        .send({ nome, email: `outage${i}@exemplo.com.br`, mensagem: 'Quero uma cotação.' })
        .expect(200);
    }
    const registration = { tipo_pessoa: 'pf', nome: 'Outage Cadastro', email: 'outage.cadastro@exemplo.com.br' };
    await t.http
      .post('/api/public/PublicClientes')
      .send({ ...registration, cpf: cpfFrom(424242) })
      .expect(201);

    // Every job has met the refused connection at least once before the server returns.
    await until(async () => (await mailJobs(t.db)).filter((job) => job.retryCount >= 1).length === 4);
    expect(smtp.messages).toEqual([]);
    await smtp.start();

    const link = await smtp.next(registration.email);
    expect(link.links[0]).toMatch(/^http:\/\/portal\.test\/reset-password\?userId=\d+&token=/);
    for (const nome of nomes) await until(async () => smtp.to(CONTACT).some((m) => m.text.includes(`Nome: ${nome}`)));
    await smtp.drained(t.db);
    for (const nome of nomes) {
      expect(smtp.to(CONTACT).filter((m) => m.text.includes(`Nome: ${nome}`))).toHaveLength(1);
    }
    expect(smtp.to(registration.email)).toEqual([]);
  });

  it('a job queued in a transaction that rolls back is never sent; one that commits is', async () => {
    const transactions = t.app.get(Transactions);
    const queue = t.app.get(MailQueue);
    await expect(
      transactions.run(async (_tx, db) => {
        await queue.enqueue(mail('desfeito@exemplo.com.br', 'Desfeito'), db);
        throw new Error('a ação falhou');
      }),
    ).rejects.toThrow('a ação falhou');
    await transactions.run((_tx, db) => queue.enqueue(mail('feito@exemplo.com.br', 'Feito'), db));
    expect((await smtp.next('feito@exemplo.com.br')).subject).toBe('Feito');
    await smtp.drained(t.db);
    expect(smtp.to('desfeito@exemplo.com.br')).toEqual([]);
    expect((await mailJobs(t.db)).some((job) => job.to === 'desfeito@exemplo.com.br')).toBe(false);
  });

  it('sends attachments', async () => {
    const pdf = Buffer.from('%PDF-1.7\nconteúdo de teste\n%%EOF\n');
    await t.app.get(MailQueue).enqueue({
      ...mail('anexo@exemplo.com.br', 'Cotação COT-2026-000001'),
      attachments: [
        { filename: 'COT-2026-000001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ],
    });
    const received = await smtp.next('anexo@exemplo.com.br');
    expect(received.subject).toBe('Cotação COT-2026-000001');
    expect(received.text.trim()).toBe('Cotação COT-2026-000001');
    expect(received.attachments).toEqual([
      { filename: 'COT-2026-000001.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });
});
