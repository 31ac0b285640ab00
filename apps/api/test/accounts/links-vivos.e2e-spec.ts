import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { AccountLinksService } from '../../src/modules/accounts/account-links.service.js';
import { body, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import { resetClock, travel } from '../support/clock.js';
import type { ReceivedMail, SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { linkParams } from './helpers.js';

const SENHA = 'Contato-forte-29';
const INVALIDO = { valid: false, reason: 'Este link de redefinição está inválido ou expirado.' };

// Probe F1: an invitation and a quotation e-mail each carry a set-password link; the one that arrives
// last must not be the dead one. Every link mailed to the login's address works until one is used,
// the password is set, the address changes or the login is revoked; a newer reset voids older resets.
describe('password links that stay alive side by side', () => {
  let t: TestApp;
  let w: World;
  let smtp: SmtpTestServer;
  let links: AccountLinksService;
  let seq = 0;

  beforeAll(async () => {
    // The property checks links hundreds of times from one address: above check-reset-token's 100/h.
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    w = await makeWorld(t);
    links = t.app.get(AccountLinksService);
  });
  afterAll(() => closeAll(smtp, t));
  afterEach(() => resetClock(t.app));

  /** The mails received for `address` since the last call, taken out of the mailbox. */
  async function recebidas(address: string): Promise<ReceivedMail[]> {
    await smtp.drained(t.db);
    const got = smtp.to(address);
    for (const mail of got) smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return got;
  }
  const convidar = (clienteId: number, nome: string, email: string) =>
    t.http.post(`/api/Clientes/${clienteId}/usuarios`).set(w.staff.auth).send({ nome, email });
  async function enviarCotacao(clienteId: number): Promise<void> {
    const criada = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { clienteId })).expect(201);
    await t.http.post(`/api/Cotacoes/${criada.body.id}/enviar`).set(w.staff.auth).send({}).expect(200);
  }
  const check = (link: { userId: string; token: string }) =>
    t.http.get('/api/auth/check-reset-token').query({ userId: link.userId, token: link.token }).expect(200);

  it('the invitation and the quotation e-mail both work, whichever arrived last, and only one of them once', async () => {
    const { id: clienteId } = await insertCliente(t.db, {
      nome: 'Padaria Dois Links',
      email_faturamento: 'fin@dois.test',
    });
    await convidar(clienteId, 'Carla Dias', 'Carla@Padaria.test').expect(201);
    await enviarCotacao(clienteId);
    const mails = await recebidas('carla@padaria.test');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Portal de Cotações: seu acesso ao portal de cotações de Padaria Dois Links',
      expect.stringContaining('cotação COT-'),
    ]);
    const [convite, cotacao] = mails.map(linkParams);
    expect((await check(convite)).body).toEqual({ valid: true, reason: null });
    expect((await check(cotacao)).body).toEqual({ valid: true, reason: null });

    await t.http
      .post('/api/auth/reset-password')
      .send({ ...convite, newPassword: SENHA })
      .expect(200);
    expect((await check(cotacao)).body).toEqual(INVALIDO);
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...cotacao, newPassword: 'Outra-senha-29' })
      .expect(400);
    await t.http.post('/api/auth/login').send({ email: 'carla@padaria.test', password: SENHA }).expect(200);
  });

  it('a revoked contact who never set a password is told the login is inactive (probe F10)', async () => {
    const { id: clienteId } = await insertCliente(t.db, {
      nome: 'Padaria Revogada',
      email_faturamento: 'fin@rev.test',
    });
    const { body: criado } = await convidar(clienteId, 'Rita Revogada', 'rita@rev.test').expect(201);
    const [convite] = (await recebidas('rita@rev.test')).map(linkParams);
    const antes = await t.http.post('/api/auth/login').send({ email: 'rita@rev.test', password: SENHA }).expect(401);
    expect(antes.body.message).toBe(SERVER_MESSAGES.passwordNotSet);
    await t.http.delete(`/api/Clientes/${clienteId}/usuarios/${criado.id}`).set(w.staff.auth).expect(200);
    const login = await t.http.post('/api/auth/login').send({ email: 'rita@rev.test', password: SENHA }).expect(401);
    expect(login.body.message).toBe('Usuário inativo. Entre em contato com o administrador.');
    expect((await check(convite)).body).toEqual(INVALIDO);
  });

  type Passo =
    | { k: 'cotacao' }
    | { k: 'convite' }
    | { k: 'reset' }
    | { k: 'usar'; i: number }
    | { k: 'endereco' }
    | { k: 'revogar' }
    | { k: 'tempo' };
  const passo: fc.Arbitrary<Passo> = fc.oneof(
    fc.constant({ k: 'cotacao' as const }),
    fc.constant({ k: 'convite' as const }),
    fc.constant({ k: 'reset' as const }),
    fc.nat({ max: 20 }).map((i) => ({ k: 'usar' as const, i })),
    fc.constant({ k: 'endereco' as const }),
    fc.constant({ k: 'revogar' as const }),
    fc.constant({ k: 'tempo' as const }),
  );
  interface Link {
    userId: string;
    token: string;
    reset: boolean;
    vivo: boolean;
  }

  it('fast-check: any link mailed and not voided since works, exactly once, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 10 }), async (passos) => {
        resetClock(t.app);
        const n = ++seq;
        const { id: clienteId } = await insertCliente(t.db, {
          nome: `Cliente ${n}`,
          email_faturamento: `fin${n}@m.test`,
        });
        let endereco = `carla${n}@m.test`;
        const { body: criado } = await convidar(clienteId, 'Carla Modelo', endereco).expect(201);
        const modelo = { ativo: true, senha: false, links: [] as Link[], horas: 0 };
        let usos = 0;
        const guardar = (mails: ReceivedMail[], reset: boolean) => {
          for (const mail of mails) {
            if (reset) for (const link of modelo.links) if (link.reset) link.vivo = false;
            modelo.links.push({ ...linkParams(mail), reset, vivo: true });
          }
        };
        guardar(await recebidas(endereco), false);
        for (const p of passos) {
          if (p.k === 'cotacao') {
            await enviarCotacao(clienteId);
            const mails = await recebidas(endereco);
            expect(mails).toHaveLength(modelo.ativo ? 1 : 0);
            const comLink = mails.filter((mail) => mail.links.some((href) => href.includes('/reset-password')));
            expect(comLink).toHaveLength(modelo.ativo && !modelo.senha ? 1 : 0);
            guardar(comLink, false);
          } else if (p.k === 'convite') {
            if (modelo.ativo) await links.sendInvitationLink({ id: criado.id, email: endereco, name: 'Carla' }, 'X');
            else await convidar(clienteId, 'Carla Modelo', endereco).expect(201);
            if (!modelo.ativo) modelo.senha = false; // a revoked login comes back without its password
            modelo.ativo = true;
            guardar(await recebidas(endereco), false);
          } else if (p.k === 'reset') {
            if (!modelo.ativo) continue;
            await links.sendResetLink({ id: criado.id, email: endereco, name: 'Carla' });
            guardar(await recebidas(endereco), true);
          } else if (p.k === 'usar') {
            if (!modelo.links.length) continue;
            const link = modelo.links[p.i % modelo.links.length];
            // A new password each time: one equal to the current is refused (400) whatever the link.
            const res = await t.http
              .post('/api/auth/reset-password')
              .send({ ...link, newPassword: `${SENHA}${modelo.links.length}${modelo.horas}${++usos}` });
            expect(res.status).toBe(link.vivo ? 200 : 400);
            if (link.vivo) {
              modelo.links.forEach((l) => (l.vivo = false));
              modelo.senha = true;
            }
          } else if (p.k === 'endereco') {
            endereco = `carla${n}.${modelo.links.length}.${modelo.horas}@m.test`;
            await t.db.query('UPDATE users SET email = $1 WHERE id = $2', [endereco, criado.id]);
            modelo.links.forEach((l) => (l.vivo = false));
          } else if (p.k === 'revogar') {
            if (!modelo.ativo) continue;
            await t.http.delete(`/api/Clientes/${clienteId}/usuarios/${criado.id}`).set(w.staff.auth).expect(200);
            modelo.ativo = false;
            modelo.links.forEach((l) => (l.vivo = false));
          } else {
            // Two hours on: reset links (1 h) expire, set-password links (48 h) do not.
            modelo.horas += 2;
            travel(t.app, 2 * 3_600_000);
            modelo.links.forEach((l) => l.reset && (l.vivo = false));
          }
          for (const link of modelo.links) expect((await check(link)).body.valid).toBe(link.vivo);
        }
      }),
      { numRuns: 8 },
    );
  });
});
