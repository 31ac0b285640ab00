import fc from 'fast-check';
import { MailQueue } from '../../src/modules/mail/index.js';
import { auditEntries } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { mailJobs } from './mail-jobs.js';

const FATURAMENTO = 'fin@padaria.com.br';

/**
 * Tester's finding (MEDIUM): an address the server refused for good (550 at RCPT TO) was retried like
 * a temporary failure, up to MAIL_RETRY_LIMIT times over days, and the history said "enviada — Para: …"
 * as if delivered: nobody learned that the customer never got the quotation. A 5xx is now not retried
 * and is made known to staff (audit entry, the quotation's history); a 4xx still is retried.
 */
describe('mail refused by the server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  }, 60_000);
  afterAll(() => closeAll(smtp, t));

  const enviar = async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    return q;
  };
  const tentativas = async (to: string) => (await mailJobs(t.db)).filter((job) => job.to === to);

  it('550 at RCPT: one attempt, an EMAIL_NAO_ENTREGUE audit entry and a line in the history', async () => {
    smtp.refuseRecipient(FATURAMENTO, 550);
    const q = await enviar();
    await smtp.next(w.clienteUser.user.email);
    await smtp.drained(t.db);
    smtp.accept(FATURAMENTO);
    expect(smtp.to(FATURAMENTO)).toEqual([]);
    expect((await tentativas(FATURAMENTO)).map((job) => [job.state, job.retryCount])).toEqual([['completed', 0]]);

    const [entrada, ...outras] = await auditEntries(t.db, 'EMAIL_NAO_ENTREGUE');
    expect(outras).toEqual([]);
    expect(entrada.data).toMatchObject({
      email: FATURAMENTO,
      idObject: q.id,
      cotacaoId: q.id,
      changes: {
        assunto: `Portal de Cotações: cotação ${q.numero} de Padaria Pão Quente`,
        resposta: expect.stringMatching(/^550 .*Caixa postal inexistente/),
      },
    });
    // What an anonymisation keeps of it (the words before ':') names no one.
    expect(entrada.message.split(':')[0]).toBe('E-mail não entregue');
    expect(entrada.message).toContain(FATURAMENTO);
    const { body } = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(body.historico.at(-1)).toMatchObject({
      tipo: 'email_nao_entregue',
      detalhe: expect.stringMatching(
        new RegExp(
          `^Para: ${FATURAMENTO}\\. O servidor de e-mail respondeu "550 .*Caixa postal inexistente.*"\\. Corrija o endereço e envie de novo\\.$`,
        ),
      ),
    });
  });

  it('554 at the end of DATA (the whole message taken, then refused): one attempt, audited like the 550', async () => {
    const antes = (await auditEntries(t.db, 'EMAIL_NAO_ENTREGUE')).length;
    smtp.refuseNext(1, 554);
    const q = await enviar();
    await smtp.drained(t.db);
    // The quotation goes to two addresses, one job each: the first to reach DATA is the refused one.
    const destinos = [w.clienteUser.user.email, FATURAMENTO];
    const recusado = destinos.find((to) => smtp.to(to).length === 0)!;
    expect(destinos.filter((to) => smtp.to(to).length === 1)).toEqual(destinos.filter((to) => to !== recusado));
    smtp.messages.splice(0);
    expect((await tentativas(recusado)).slice(-1).map((job) => [job.state, job.retryCount])).toEqual([
      ['completed', 0],
    ]);

    const novas = (await auditEntries(t.db, 'EMAIL_NAO_ENTREGUE')).slice(antes);
    expect(novas).toHaveLength(1);
    expect(novas[0].data).toMatchObject({
      email: recusado,
      idObject: q.id,
      cotacaoId: q.id,
      changes: { resposta: expect.stringMatching(/^554 .*Mensagem recusada/) },
    });
    const { body } = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(body.historico.at(-1)).toMatchObject({
      tipo: 'email_nao_entregue',
      detalhe: expect.stringMatching(
        new RegExp(`^Para: ${recusado}\\. O servidor de e-mail respondeu "554 .*Mensagem recusada.*"\\. Corrija`),
      ),
    });
  });

  it('451 at RCPT: retried, and delivered once the server takes it', async () => {
    smtp.refuseRecipient(FATURAMENTO, 451);
    const q = await enviar();
    await smtp.next(w.clienteUser.user.email);
    // Refused at least once, then accepted: the retry delivers it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    smtp.accept(FATURAMENTO);
    const recebida = await smtp.next(FATURAMENTO, 10_000);
    await smtp.drained(t.db);
    expect(recebida.subject).toContain(q.numero);
    const [job] = (await tentativas(FATURAMENTO)).slice(-1);
    expect(job.state).toBe('completed');
    expect(job.retryCount).toBeGreaterThan(0);
    const { body } = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(body.historico.map((e: { tipo: string }) => e.tipo)).not.toContain('email_nao_entregue');
  }, 30_000);
});

describe('mail refused: temporary failures until MAIL_RETRY_LIMIT, a 5xx at any try', () => {
  const LIMITE = 2;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => ({ t, smtp } = await startMailingApp({ MAIL_RETRY_LIMIT: String(LIMITE) })), 60_000);
  afterAll(() => closeAll(smtp, t));

  /** What the queue should do with these RCPT TO answers, one a try (then accepted): the model. */
  function esperado(codigos: number[]) {
    for (let tentativa = 0; tentativa < codigos.length; tentativa++) {
      if (codigos[tentativa] >= 500) return { state: 'completed', retryCount: tentativa, entregue: false };
      if (tentativa === LIMITE) return { state: 'failed', retryCount: tentativa, entregue: false };
    }
    return { state: 'completed', retryCount: codigos.length, entregue: true };
  }

  it('property: a 5xx stops at once, 4xx are retried up to the limit; every give-up is audited once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(421, 451, 550, 554), { maxLength: LIMITE + 1 }), async (codigos) => {
        const to = `recusa.${++n}@exemplo.com.br`;
        smtp.refuseRecipient(to, [...codigos]);
        await t.app.get(MailQueue).enqueue({ to, subject: `Aviso ${n}`, text: 'Olá', html: '<p>Olá</p>', links: [] });
        await smtp.drained(t.db, 20_000);
        const [job] = (await mailJobs(t.db)).filter((j) => j.to === to);
        const auditadas = (await auditEntries(t.db, 'EMAIL_NAO_ENTREGUE')).filter((e) => e.data.email === to);
        const ultimo = esperado(codigos).entregue ? null : codigos[esperado(codigos).retryCount];
        expect({
          state: job.state,
          retryCount: job.retryCount,
          entregue: smtp.to(to).length === 1,
          respostas: auditadas.map((e) => String((e.data.changes as { resposta: string }).resposta).slice(0, 3)),
        }).toEqual({ ...esperado(codigos), respostas: ultimo ? [String(ultimo)] : [] });
      }),
      { numRuns: 8, seed: 20261201 },
    );
  }, 180_000);
});
