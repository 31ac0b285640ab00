import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { insertCliente } from '@portal/test-support';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { auditOf } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { convidar, SENHA_CONTATO } from './contatos.js';
import { novas, retratar, textos } from './retrato.js';
import { cotacao, criarProdutos } from './vizinhos.js';

// Probe F5 (LGPD): the contact whose login was the company's billing address deleted their account;
// the next send created a new login for that address and mailed a fresh invitation. Now the deletion
// remembers the address as an HMAC only, and a send mails the company's quotation to it without
// creating a login or an invitation; staff may still invite the address explicitly.
describe('an account deleted by its owner is not recreated by a send', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let produtos: number[];
  let seq = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({}));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    produtos = await criarProdutos(t);
  });
  afterAll(() => closeAll(smtp, t));

  const loginsDe = async (email: string) =>
    (await t.db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email])).rows;
  const destinatarios = async (id: number) =>
    (await t.http.get(`/api/Clientes/${id}/destinatarios`).set(staff.auth).expect(200)).body as {
      email: string;
      motivo: string | null;
    }[];

  /** A company whose billing address is the login of `fin`, who then deletes their own account. */
  async function empresaComFinExcluido(outroContato: boolean) {
    const n = ++seq;
    const email = `Fin.${n}@Empresa.test`;
    const { id } = await insertCliente(t.db, { tipo_pessoa: 'pj', nome: `Empresa ${n}`, email_faturamento: email });
    const fin = await convidar(t, smtp, staff, id, { nome: `Fátima Financeiro ${n}`, email });
    if (outroContato) await convidar(t, smtp, staff, id, { nome: 'Bruno Compras', email: `bruno.${n}@empresa.test` });
    const antes = await retratar(t.db);
    await t.http.post('/api/meusdados/excluir-conta').set(fin.auth).send({ senha: SENHA_CONTATO }).expect(200);
    return { id, email, n, criadas: novas(antes, await retratar(t.db)) };
  }

  it('remembers only an HMAC: nothing readable of the person, no plain hash of the address', async () => {
    const { email, criadas } = await empresaComFinExcluido(false);
    expect(criadas.get('public.contas_excluidas')?.size).toBe(1);
    const memoria = await textos(t.db, new Map([['public.contas_excluidas', criadas.get('public.contas_excluidas')!]]));
    const endereco = email.toLowerCase();
    const proibidos = [endereco, endereco.split('@')[0], 'empresa.test', 'Fátima', 'Financeiro'].concat(
      ['md5', 'sha1', 'sha256'].flatMap((alg) =>
        ['hex', 'base64', 'base64url'].map((enc) =>
          createHash(alg)
            .update(endereco)
            .digest(enc as 'hex'),
        ),
      ),
    );
    for (const linha of memoria)
      for (const valor of proibidos) expect(linha.toLowerCase()).not.toContain(valor.toLowerCase());
  });

  it('a send mails the billing address without login or invitation; staff may invite it again', async () => {
    const { id, email } = await empresaComFinExcluido(true);
    expect((await destinatarios(id)).find((d) => d.email === email)?.motivo).toBe('conta-excluida');
    const concedidos = (await auditOf(t.db, 'CLIENTE_ACESSO_CONCEDIDO')).length;
    const q = await cotacao(t, staff, id, produtos, null);
    const mail = await smtp.next(email.toLowerCase());
    expect(mail.links).toEqual([]);
    expect(mail.text).toContain(COTACAO_MESSAGES.emailSemPortal);
    expect(mail.attachments).toHaveLength(1);
    expect(await loginsDe(email)).toEqual([]);
    expect(await auditOf(t.db, 'CLIENTE_ACESSO_CONCEDIDO')).toHaveLength(concedidos);
    // Cancelling (another e-mail to the recipients) does not recreate it either, nor link to the portal.
    await t.http.post(`/api/Cotacoes/${q}/cancelar`).set(staff.auth).send({}).expect(200);
    expect((await smtp.next(email.toLowerCase())).links).toEqual([]);
    expect(await loginsDe(email)).toEqual([]);
    // An explicit invitation by staff is the company's choice: it creates the login.
    await t.http
      .post(`/api/Clientes/${id}/usuarios`)
      .set(staff.auth)
      .send({ nome: 'Fátima de Volta', email })
      .expect(201);
    const convite = await smtp.next(email.toLowerCase());
    expect(convite.links.some((l) => l.includes('reset-password'))).toBe(true);
    expect((await destinatarios(id)).find((d) => d.email.toLowerCase() === email.toLowerCase())?.motivo).toBeNull();
  });

  it('the deleted address as the only recipient: 409, no login, nothing sent', async () => {
    const { id, email } = await empresaComFinExcluido(false);
    const q = await cotacao(t, staff, id, produtos, null, false);
    const recusa = await t.http.post(`/api/Cotacoes/${q}/enviar`).set(staff.auth).send({});
    expect([recusa.status, recusa.body.message]).toEqual([409, COTACAO_MESSAGES.enviarSemQuemResponda]);
    expect(await loginsDe(email)).toEqual([]);
  });

  it('property: any case or spacing of the deleted address stays remembered', async () => {
    const { id, email } = await empresaComFinExcluido(true);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: email.length, maxLength: email.length }),
        fc.constantFrom('', ' ', '  '),
        async (maiusculas, espaco) => {
          const variante = `${espaco}${[...email].map((c, i) => (maiusculas[i] ? c.toUpperCase() : c.toLowerCase())).join('')}${espaco}`;
          await t.db.query(`UPDATE clientes SET email_faturamento = $2 WHERE id = $1`, [id, variante]);
          expect((await destinatarios(id)).find((d) => d.email === variante)?.motivo).toBe('conta-excluida');
        },
      ),
      { numRuns: 15 },
    );
  });
});
