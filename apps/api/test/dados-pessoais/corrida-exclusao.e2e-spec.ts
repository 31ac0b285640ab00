import fc from 'fast-check';
import { maskCpf } from '@portal/shared/masks';
import { cpfFrom } from '@portal/test-support';
import { ForgotPasswordService } from '../../src/modules/auth/forgot-password.service.js';
import {
  AUDITORIA_DO_CLIENTE,
  CONTATOS_DO_CLIENTE,
  TAREFAS_DO_CLIENTE,
} from '../../src/modules/dados-pessoais/titular-sql.js';
import { linkParams } from '../accounts/helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

const SENHA = 'Senha-Corrida-7';
const IP_DA_PESSOA = '10.77.0.9';

/**
 * Issue 25 §2 under concurrency (probe finding F2): requests about a person that run while their
 * account is deleted (failed sign-ins, forgot-password) must not leave the person's e-mail, IP or
 * name in any row reached by their ids, nor send them an e-mail after the deletion committed.
 */
describe('LGPD anonymisation racing requests about the same person', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let forgot: ForgotPasswordService;
  let seed = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS: '1000' }));
    forgot = t.app.get(ForgotPasswordService);
  });
  afterAll(() => closeAll(smtp, t));

  async function registrar() {
    seed++;
    const nome = `Hildegarda Corrida Quintanilha N${seed}`;
    const email = `hildegarda.corrida.${seed}@titular-exemplo.com.br`;
    await t.http
      .post('/api/public/PublicClientes')
      .set('X-Forwarded-For', `10.66.${seed}.1`)
      .send({ tipo_pessoa: 'pf', nome, email, cpf: maskCpf(cpfFrom(590000000 + seed)), cnpj: null, razao_social: null })
      .expect(201);
    const link = await smtp.next(email);
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...linkParams(link), newPassword: SENHA })
      .expect(200);
    const login = await t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', IP_DA_PESSOA)
      .send({ email, password: SENHA })
      .expect(200);
    const { rows } = await t.db.query<{ id: number; cliente_id: number }>(
      'SELECT id, cliente_id FROM users WHERE email = $1',
      [email],
    );
    return { nome, email, userId: rows[0].id, clienteId: rows[0].cliente_id, token: login.body.token as string };
  }

  const depois = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The probe's mix, each request after its own small delay, all at once. */
  async function corrida(esqueci: number[], logins: number[], mensagens: number[], exclusao: number) {
    const p = await registrar();
    const pedidos = [
      ...esqueci.map((ms) =>
        depois(ms).then(() =>
          t.http.post('/api/auth/forgot-password').set('X-Forwarded-For', IP_DA_PESSOA).send({ email: p.email }),
        ),
      ),
      ...logins.map((ms) =>
        depois(ms).then(() =>
          t.http
            .post('/api/Auth/login')
            .set('X-Forwarded-For', IP_DA_PESSOA)
            .send({ email: p.email, password: 'errada-123' }),
        ),
      ),
    ];
    const contato = { nome: p.nome, email: p.email, telefone: '11955554444', mensagem: 'Durante a exclusão.' };
    pedidos.push(
      ...mensagens.map((ms) =>
        depois(ms).then(() => t.http.post('/api/public/contato').set('X-Forwarded-For', IP_DA_PESSOA).send(contato)),
      ),
    );
    const excluida = depois(exclusao).then(async () => {
      const resposta = await t.http
        .post('/api/meusdados/excluir-conta')
        .set('Authorization', `Bearer ${p.token}`)
        .set('X-Forwarded-For', IP_DA_PESSOA)
        .send({ senha: SENHA });
      return { status: resposta.status, em: new Date() };
    });
    const [fim] = await Promise.all([excluida, ...pedidos]);
    expect(fim.status).toBe(200);
    await forgot.settled();
    await smtp.drained(t.db, 15_000);
    await verificar(p, fim.em);
  }

  async function verificar(p: Awaited<ReturnType<typeof registrar>>, excluidaEm: Date) {
    const valores = [p.email, IP_DA_PESSOA, p.nome];
    const { rows: auditoria } = await t.db.query<{ linha: string }>(
      `SELECT t.message || ' ' || t.data::text AS linha FROM audit_logs t WHERE ${AUDITORIA_DO_CLIENTE}`,
      [p.clienteId],
    );
    expect(auditoria.length).toBeGreaterThan(0);
    expect(auditoria.filter(({ linha }) => valores.some((v) => linha.includes(v)))).toEqual([]);
    const { rows: tarefas } = await t.db.query(
      `SELECT t.data FROM pgboss.job t WHERE ${TAREFAS_DO_CLIENTE} OR t.data->>'to' = $2`,
      [p.clienteId, p.email],
    );
    expect(tarefas).toEqual([]);
    const { rows: contatos } = await t.db.query(`SELECT * FROM contatos WHERE id IN (${CONTATOS_DO_CLIENTE})`, [
      p.clienteId,
    ]);
    expect(contatos).toEqual([]);
    const { rows: tokens } = await t.db.query('SELECT id FROM user_tokens WHERE user_id = $1', [p.userId]);
    expect(tokens).toEqual([]);
    const tardios = smtp.to(p.email).filter((mail) => mail.receivedAt > excluidaEm);
    expect(tardios.map((mail) => `${mail.receivedAt.toISOString()} ${mail.subject}`)).toEqual([]);
  }

  it('the probe mix (deletion + 6 forgot-password + 3 bad sign-ins + 2 signed-out messages at once) leaves nothing, three rounds', async () => {
    for (let round = 0; round < 3; round++) {
      await corrida([0, 0, 0, 0, 0, 0], [0, 0, 0], [0, 0], 0);
    }
  }, 120_000);

  it('property: any interleaving of those requests leaves nothing of the person', async () => {
    const atraso = fc.integer({ min: 0, max: 60 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(atraso, { minLength: 0, maxLength: 6 }),
        fc.array(atraso, { minLength: 0, maxLength: 3 }),
        fc.array(atraso, { minLength: 0, maxLength: 2 }),
        atraso,
        (esqueci, logins, mensagens, exclusao) => corrida(esqueci, logins, mensagens, exclusao),
      ),
      { numRuns: 6, seed: 20261125 },
    );
  }, 180_000);
});
