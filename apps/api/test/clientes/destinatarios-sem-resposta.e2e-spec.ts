import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { normalizeEmail } from '@portal/shared/validators';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { ReceivedMail, SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { convidar } from '../dados-pessoais/contatos.js';
import { cotacao, criarProdutos } from '../dados-pessoais/vizinhos.js';

const PROMESSA = 'no portal você pode aceitá-la ou recusá-la';

// Probe F2: a billing address that is already someone else's login (another customer's contact, or
// staff) or a revoked login cannot answer in the portal. The e-mail told it that it could, with a link
// its account opens as "Cotação não encontrada". Now GET .../destinatarios says why (`motivo`), its
// e-mail keeps the PDF but promises nothing and links nowhere, and a send no recipient can answer is 409.
describe('recipients who cannot answer in the portal', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let produtos: number[];
  let outraEmpresa: number;
  let seq = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({}));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora', email: 'vera@portal.test' });
    produtos = await criarProdutos(t);
    ({ id: outraEmpresa } = await insertCliente(t.db, { nome: 'Cliente Um', email_faturamento: 'fin@um.test' }));
    await convidar(t, smtp, staff, outraEmpresa, { nome: 'Ana Um', email: 'ana@cli.test' });
  });
  afterAll(() => closeAll(smtp, t));

  const destinatarios = async (id: number) =>
    (await t.http.get(`/api/Clientes/${id}/destinatarios`).set(staff.auth).expect(200)).body as {
      email: string;
      temAcesso: boolean;
      motivo: string | null;
    }[];
  const rascunho = (clienteId: number) => cotacao(t, staff, clienteId, produtos, null, false);
  const enviar = (id: number) => t.http.post(`/api/Cotacoes/${id}/enviar`).set(staff.auth).send({});
  const semLinks = (mail: ReceivedMail) => {
    expect(mail.text).not.toContain(PROMESSA);
    expect(mail.text).toContain(COTACAO_MESSAGES.emailSemPortal);
    expect(mail.links).toEqual([]);
    expect(mail.html).not.toContain('href=');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  };

  it("another customer's login as the only recipient: motivo, then 409 and nothing sent", async () => {
    const { id } = await insertCliente(t.db, { nome: 'Cliente Quatro', email_faturamento: 'ANA@cli.test ' });
    expect(await destinatarios(id)).toEqual([
      { nome: 'Cliente Quatro', email: 'ANA@cli.test ', temAcesso: false, motivo: 'login-de-outra-conta' },
    ]);
    const q = await rascunho(id);
    const recusa = await enviar(q);
    expect([recusa.status, recusa.body.message]).toEqual([409, COTACAO_MESSAGES.enviarSemQuemResponda]);
    const { rows } = await t.db.query(`SELECT status FROM cotacoes WHERE id = $1`, [q]);
    expect(rows).toEqual([{ status: 'rascunho' }]);
    await smtp.drained(t.db);
    expect(smtp.to('ana@cli.test').filter((m) => m.subject.includes('Cliente Quatro'))).toEqual([]);
  });

  // The SQL side normalised with lower(trim(...)): the database's C.UTF-8 lower() makes 'İ' an 'i' and
  // trim() keeps tabs and newlines, while every login is stored as normalizeEmail made it ('i̇'). A
  // billing address so written was not seen as the other customer's login.
  it("another customer's login written with 'İ' and tabs around the billing address: still that login", async () => {
    await insertUser(t.db, 'CLIENTE', { clienteId: outraEmpresa, email: normalizeEmail('İlker@Cli.test') });
    const { id } = await insertCliente(t.db, { nome: 'Cliente Seis', email_faturamento: '\tİLKER@CLI.TEST\n' });
    expect(await destinatarios(id)).toEqual([
      { nome: 'Cliente Seis', email: '\tİLKER@CLI.TEST\n', temAcesso: false, motivo: 'login-de-outra-conta' },
    ]);
  });

  it('with a contact who can answer: the other login gets the PDF without promise or link', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Cliente Cinco', email_faturamento: 'ana@cli.test' });
    await convidar(t, smtp, staff, id, { nome: 'Caio Cinco', email: 'caio@cinco.test' });
    await enviar(await rascunho(id)).expect(200);
    semLinks(await smtp.next('ana@cli.test'));
    const caio = await smtp.next('caio@cinco.test');
    expect(caio.text).toContain(PROMESSA);
    expect(caio.links.some((l) => l.includes('/cliente/minhas-cotacoes/'))).toBe(true);
    // No login was created for the address, nor moved to this customer.
    const { rows } = await t.db.query(`SELECT cliente_id FROM users WHERE email = 'ana@cli.test'`);
    expect(rows).toEqual([{ cliente_id: outraEmpresa }]);
  });

  // The model: each billing address kind and how many contacts can answer; the answer of
  // destinatarios, whether the send goes, and what each e-mail says follow from it alone.
  type Faturamento = 'livre' | 'outroCliente' | 'equipe' | 'revogado' | 'nenhum';
  const MOTIVO: Record<Faturamento, string | null> = {
    livre: null,
    outroCliente: 'login-de-outra-conta',
    equipe: 'login-de-outra-conta',
    revogado: 'acesso-revogado',
    nenhum: null,
  };

  it('property: motivo, 409 and the e-mails follow the billing address and the contacts', async () => {
    const casos = fc.tuple(
      fc.constantFrom<Faturamento>('livre', 'outroCliente', 'equipe', 'revogado', 'nenhum'),
      fc.integer({ min: 0, max: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(casos, async ([faturamento, contatos]) => {
        const n = ++seq;
        const proprio = `fin${n}@prop.test`;
        const email = { livre: proprio, outroCliente: 'ana@cli.test', equipe: 'vera@portal.test', revogado: proprio };
        const { id } = await insertCliente(t.db, {
          nome: `Cliente P${n}`,
          email_faturamento: faturamento === 'nenhum' ? null : email[faturamento],
        });
        if (faturamento === 'revogado') {
          const revogado = await convidar(t, smtp, staff, id, { nome: 'Rita Revogada', email: proprio });
          await t.http.delete(`/api/Clientes/${id}/usuarios/${revogado.userId}`).set(staff.auth).expect(200);
        }
        const nomes = Array.from({ length: contatos }, (_, i) => `c${i}-${n}@prop.test`);
        for (const c of nomes) await convidar(t, smtp, staff, id, { nome: 'Contato Prop', email: c });
        const lista = await destinatarios(id);
        const fat = faturamento === 'nenhum' ? [] : [{ email: email[faturamento], motivo: MOTIVO[faturamento] }];
        expect(lista.map(({ email: e, motivo }) => ({ email: e, motivo }))).toEqual(
          [...fat, ...nomes.map((c) => ({ email: c, motivo: null }))].sort((a, b) => a.email.localeCompare(b.email)),
        );
        const podem = lista.filter((d) => d.motivo === null).length;
        const resposta = await enviar(await rascunho(id));
        if (!lista.length) return void expect(resposta.status).toBe(409);
        if (!podem) {
          expect([resposta.status, resposta.body.message]).toEqual([409, COTACAO_MESSAGES.enviarSemQuemResponda]);
          return;
        }
        expect(resposta.status).toBe(200);
        for (const d of lista) {
          const mail = await smtp.next(d.email.toLowerCase());
          if (d.motivo) semLinks(mail);
          else expect(mail.links.some((l) => /minhas-cotacoes|reset-password/.test(l))).toBe(true);
        }
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
