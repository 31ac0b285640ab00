import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { FATURAMENTO_ANTERIOR_MESSAGES as M } from '@portal/shared/messages';
import { auditOf, linkParams } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { cotacao, criarProdutos } from '../dados-pessoais/vizinhos.js';

const SENHA = 'Senha-Faturamento-26';

// Probe 7 F11: a quotation sent to a mistyped billing address creates a login for it and e-mails it a
// set-password link. Staff then correct the address: the old login stayed active, its link valid, and
// every later send and reminder went to the stranger. Now the correction revokes a login of the old
// address that never set a password (with its links), in the same transaction; one that did is kept,
// and the answer says so (`emailFaturamentoAnterior`) for the form to tell staff where to revoke it.
describe('correcting the billing e-mail', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let outra: Caller;
  let produtos: number[];
  let seq = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({}));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora', email: 'vera@fat.test' });
    outra = await callerFor(t, 'COMERCIAL', { name: 'Otto Vendedor', email: 'otto@fat.test' });
    produtos = await criarProdutos(t);
  });
  afterAll(() => closeAll(smtp, t));

  const destinatarios = async (id: number) =>
    ((await t.http.get(`/api/Clientes/${id}/destinatarios`).set(staff.auth).expect(200)).body as { email: string }[])
      .map((d) => d.email)
      .sort();
  const corrigir = async (id: number, email: string, quem = staff) => {
    const { body } = await t.http.get(`/api/Clientes/${id}`).set(quem.auth).expect(200);
    return t.http
      .put(`/api/Clientes/${id}`)
      .set(quem.auth)
      .send({ ...body, email_faturamento: email });
  };
  const enviar = async (clienteId: number, quem = staff) =>
    t.http.post(`/api/Cotacoes/${await cotacao(t, quem, clienteId, produtos, null, false)}/enviar`).set(quem.auth);
  const valido = async (link: { userId: string; token: string }) =>
    (await t.http.get('/api/auth/check-reset-token').query(link).expect(200)).body.valid as boolean;
  const login = async (email: string) =>
    (await t.db.query(`SELECT id, status, password_hash IS NOT NULL AS senha FROM users WHERE email = $1`, [email]))
      .rows[0] as { id: number; status: number; senha: boolean } | undefined;

  it("the probe's steps: the never-activated login of the old address is revoked with its link", async () => {
    const { id } = await insertCliente(t.db, { nome: 'Igor Lopes', email_faturamento: 'igor.lopes@yahoo.test' });
    expect((await enviar(id)).status).toBe(200);
    const link = linkParams(await smtp.next('igor.lopes@yahoo.test'));
    expect(await valido(link)).toBe(true);

    const resposta = await corrigir(id, 'igor.correto@fat.test');
    expect(resposta.status).toBe(200);
    expect(resposta.body.email_faturamento).toBe('igor.correto@fat.test');
    expect(resposta.body.emailFaturamentoAnterior).toEqual({
      email: 'igor.lopes@yahoo.test',
      acessoMantido: false,
      mensagem: M.revogado('igor.lopes@yahoo.test'),
    });
    expect(await valido(link)).toBe(false);
    expect(await login('igor.lopes@yahoo.test')).toMatchObject({ status: 0, senha: false });
    expect(await destinatarios(id)).toEqual(['igor.correto@fat.test']);
    const revogacao = (await auditOf(t.db, 'CLIENTE_ACESSO_REVOGADO')).find(
      (e) => (e.data.changes as { email?: string } | undefined)?.email === 'igor.lopes@yahoo.test',
    );
    expect(revogacao?.data).toMatchObject({ userId: staff.user.id, idObject: expect.any(Number) });
    const reset = await t.http
      .post('/api/auth/reset-password')
      .send({ userId: link.userId, token: link.token, newPassword: SENHA });
    expect(reset.status).toBe(400);

    // The next send goes to the corrected address only.
    expect((await enviar(id)).status).toBe(200);
    await smtp.next('igor.correto@fat.test');
    await smtp.drained(t.db);
    // next() took the first e-mail: nothing else reached the old address.
    expect(smtp.to('igor.lopes@yahoo.test')).toEqual([]);
  });

  // The mail server down: the quotation e-mail to the mistyped address waits in the queue. The
  // correction deletes it with the login: the old address does not get the PDF when the server is back.
  it("a queued e-mail to the old address is dropped with its login's revocation", async () => {
    const { id } = await insertCliente(t.db, { nome: 'Fila Parada', email_faturamento: 'fila@errado.test' });
    await smtp.stop();
    try {
      expect((await enviar(id)).status).toBe(200);
      const resposta = await corrigir(id, 'fila@certo.test');
      expect(resposta.body.emailFaturamentoAnterior).toMatchObject({ acessoMantido: false });
    } finally {
      await smtp.start();
    }
    expect((await enviar(id)).status).toBe(200);
    await smtp.next('fila@certo.test', 15_000);
    await smtp.drained(t.db, 15_000);
    expect(smtp.to('fila@errado.test')).toEqual([]);
  });

  it('a login the old address activated stays, and the answer says where to revoke it', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Ana Ativa', email_faturamento: 'ana.ativa@fat.test' });
    expect((await enviar(id)).status).toBe(200);
    const link = linkParams(await smtp.next('ana.ativa@fat.test'));
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...link, newPassword: SENHA })
      .expect(200);
    const { rows } = await t.db.query(`SELECT to_char(created_at, 'DD/MM/YYYY') AS d FROM users WHERE email = $1`, [
      'ana.ativa@fat.test',
    ]);

    const resposta = await corrigir(id, 'financeiro@fat.test');
    expect(resposta.status).toBe(200);
    expect(resposta.body.emailFaturamentoAnterior).toEqual({
      email: 'ana.ativa@fat.test',
      acessoMantido: true,
      mensagem: M.comAcesso('ana.ativa@fat.test', rows[0].d as string),
    });
    expect(await login('ana.ativa@fat.test')).toMatchObject({ status: 1, senha: true });
    expect(await destinatarios(id)).toEqual(['ana.ativa@fat.test', 'financeiro@fat.test']);
  });

  it('an edit that keeps the billing address (other case, spaces) answers no notice and revokes nothing', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Bia Igual', email_faturamento: 'bia@fat.test' });
    expect((await enviar(id)).status).toBe(200);
    const link = linkParams(await smtp.next('bia@fat.test'));
    const resposta = await corrigir(id, ' BIA@fat.test ');
    expect(resposta.status).toBe(200);
    expect(resposta.body.emailFaturamentoAnterior).toBeUndefined();
    expect(await valido(link)).toBe(true);
  });

  // Two salespeople at once: a send racing the correction either commits first (its login and link are
  // then revoked by the correction) or reads the corrected address: never a fresh link for the old one.
  it('a send racing the correction leaves the old address no working link', async () => {
    for (let i = 0; i < 6; i++) {
      const antigo = `corrida${i}@errado.test`;
      const { id } = await insertCliente(t.db, { nome: `Corrida ${i}`, email_faturamento: antigo });
      const q = await cotacao(t, outra, id, produtos, null, false);
      const [envio, correcao] = await Promise.all([
        t.http.post(`/api/Cotacoes/${q}/enviar`).set(outra.auth),
        corrigir(id, `corrida${i}@certo.test`),
      ]);
      // 409 too: the PDF rendered before the send's transaction printed the old address (PdfsService).
      expect([200, 409]).toContain(envio.status);
      expect(correcao.status).toBe(200);
      await smtp.drained(t.db);
      for (const mail of smtp.to(antigo)) expect(await valido(linkParams(mail))).toBe(false);
      const velho = await login(antigo);
      if (velho) expect(velho.status).toBe(0);
      expect(await destinatarios(id)).toEqual([`corrida${i}@certo.test`]);
    }
  });

  // The race made certain: the send is held after it read the old address as a recipient, just before
  // it creates that address's login (users locked against inserts by the test); the correction starts
  // then. Without the send's lock on the customer the correction committed first, found no login to
  // revoke, and the send then created one with a fresh working link for the old address.
  it('a correction started while a send holds the old address waits for it, then revokes its link', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Corrida Certa', email_faturamento: 'velho@errado.test' });
    const q = await cotacao(t, outra, id, produtos, null, false);
    const trava = await t.db.connect();
    const esperando = async (trecho: string) => {
      for (let i = 0; i < 100; i++) {
        const { rows } = await t.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE $1`,
          [`%${trecho}%`],
        );
        if (rows[0].n > 0) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    try {
      await trava.query('BEGIN');
      await trava.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
      const envio = t.http
        .post(`/api/Cotacoes/${q}/enviar`)
        .set(outra.auth)
        .then((r) => r);
      expect(await esperando('insert into "users"')).toBe(true);
      const correcao = corrigir(id, 'novo@certo.test');
      // The correction waits for the send (the customer row), or, unfixed, commits meanwhile.
      await esperando('clientes');
      await trava.query('COMMIT');
      const [e, c] = await Promise.all([envio, correcao]);
      expect([e.status, c.status]).toEqual([200, 200]);
      expect(c.body.emailFaturamentoAnterior).toMatchObject({ email: 'velho@errado.test', acessoMantido: false });
    } finally {
      await trava.query('ROLLBACK').catch(() => undefined);
      trava.release();
    }
    const link = linkParams(await smtp.next('velho@errado.test'));
    expect(await valido(link)).toBe(false);
    expect(await login('velho@errado.test')).toMatchObject({ status: 0 });
    expect(await destinatarios(id)).toEqual(['novo@certo.test']);
  });

  // The invariant, attacked over sequences: after a billing correction no never-activated login of
  // the old address remains, no link of it works, and no later e-mail goes to it (unless a person
  // there set a password: then it is a login of the customer staff must revoke themselves).
  type Passo =
    | { tipo: 'enviar' }
    | { tipo: 'corrigir'; para: number }
    | { tipo: 'ativar'; de: number }
    | { tipo: 'revogar'; de: number };
  const passo = fc.oneof(
    fc.constant<Passo>({ tipo: 'enviar' }),
    fc.integer({ min: 0, max: 2 }).map<Passo>((para) => ({ tipo: 'corrigir', para })),
    fc.integer({ min: 0, max: 2 }).map<Passo>((de) => ({ tipo: 'ativar', de })),
    fc.integer({ min: 0, max: 2 }).map<Passo>((de) => ({ tipo: 'revogar', de })),
  );

  it('property: sends, corrections (back and forth), activations and revocations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 2, maxLength: 7 }), async (passos) => {
        const n = ++seq;
        const enderecos = [0, 1, 2].map((k) => `p${n}e${k}@prop.test`);
        const { id } = await insertCliente(t.db, { nome: `Cliente F${n}`, email_faturamento: enderecos[0] });
        let atual = enderecos[0]!;
        const recebidos = new Map(enderecos.map((e) => [e, 0]));
        for (const p of passos) {
          if (p.tipo === 'enviar') {
            const r = await enviar(id);
            expect([200, 409]).toContain(r.status);
          } else if (p.tipo === 'corrigir') {
            expect((await corrigir(id, enderecos[p.para]!)).status).toBe(200);
            atual = enderecos[p.para]!;
          } else {
            const endereco = enderecos[p.de]!;
            const u = await login(endereco);
            if (!u) continue;
            if (p.tipo === 'revogar') {
              await t.http.delete(`/api/Clientes/${id}/usuarios/${u.id}`).set(staff.auth).expect(200);
              continue;
            }
            await smtp.drained(t.db);
            const ultimo = smtp.to(endereco).at(-1);
            const link = ultimo?.links.some((l) => l.includes('reset-password')) ? linkParams(ultimo) : null;
            if (link && (await valido(link)))
              await t.http
                .post('/api/auth/reset-password')
                .send({ ...link, newPassword: SENHA })
                .expect(200);
          }
          await smtp.drained(t.db);
          // No never-activated active login but at the current billing address.
          const { rows } = await t.db.query(
            `SELECT email FROM users WHERE cliente_id = $1 AND status = 1 AND password_hash IS NULL`,
            [id],
          );
          for (const r of rows) expect(r.email).toBe(atual);
          // Every working link belongs to the current billing address or to an activated active login.
          const { rows: tokens } = await t.db.query(
            `SELECT u.email, u.status, u.password_hash IS NOT NULL AS senha FROM user_tokens k
               JOIN users u ON u.id = k.user_id
              WHERE u.cliente_id = $1 AND k.used_at IS NULL AND k.expires_at > now()`,
            [id],
          );
          for (const k of tokens) expect(k.status === 1 && (k.senha || k.email === atual)).toBe(true);
          // New e-mails only to the current address or to an activated, active login.
          for (const e of enderecos) {
            const total = smtp.to(e).length;
            if (total > recebidos.get(e)! && e !== atual)
              expect(await login(e)).toMatchObject({ status: 1, senha: true });
            recebidos.set(e, total);
          }
        }
      }),
      { numRuns: 10 },
    );
  });
});
