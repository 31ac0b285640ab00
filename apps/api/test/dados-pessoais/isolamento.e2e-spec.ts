import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { alteradas, novas, retratar, textos } from './retrato.js';
import { criarProdutos, criarVizinha, NOTA_INTERNA, type Dados, type Vizinha } from './vizinhos.js';

/** supertest keeps a JSON download as text when it is an attachment. */
const arquivo = (response: { text: string }) =>
  JSON.parse(response.text) as { tabelas: Record<string, Record<string, unknown>[]> };

// The cases of issue 25 (findings 1, 2 and 5), as they were reported: people who share an address,
// a customer who types another person's e-mail as her billing address, and a draft with internal notes.
describe('LGPD: one person’s deletion and export reach only her own rows', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let produtos: number[];

  const rua = { cep: '01310100', logradouro: 'RUA DAS FLORES', bairro: 'BELA VISTA', complemento: 'CASA 2' };
  const beatriz: Dados = {
    nome: 'Beatriz Moraes Vizinha',
    email: 'beatriz.vizinha@exemplo.com.br',
    emailFaturamento: 'beatriz.vizinha@exemplo.com.br',
    telefone: '11987654321',
    ...rua,
  };
  // Same street, district and postcode; the company's name as hers; Beatriz's address as billing e-mail.
  const ana: Dados = {
    nome: 'Portal Cotacoes Ltda',
    email: 'ana.titular@exemplo.com.br',
    emailFaturamento: beatriz.email,
    telefone: '11912345678',
    ...rua,
  };

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    produtos = await criarProdutos(t);
  });
  afterAll(() => closeAll(smtp, t));

  async function criar(dados: Dados): Promise<{ v: Vizinha; linhas: Map<string, Set<string>> }> {
    await smtp.drained(t.db);
    const antes = await retratar(t.db);
    const v = await criarVizinha(t, staff, produtos, dados);
    await smtp.drained(t.db);
    return { v, linhas: novas(antes, await retratar(t.db)) };
  }

  let a: { v: Vizinha; linhas: Map<string, Set<string>> };
  let b: { v: Vizinha; linhas: Map<string, Set<string>> };
  beforeAll(async () => {
    b = await criar(beatriz);
    a = await criar(ana);
  });

  it('Ana exports: no draft, no internal note, not Beatriz’s Fale conosco message, no staff e-mail', async () => {
    const response = await t.http.get('/api/meusdados/exportar').set(a.v.auth).expect(200);
    const { tabelas } = arquivo(response);
    expect(tabelas.contatos.map((c) => c.email)).toEqual([ana.email]);
    expect(response.text).not.toContain(`Sou ${beatriz.nome}`);
    expect(response.text).not.toContain(NOTA_INTERNA);
    expect(tabelas.cotacoes.map((c) => c.id)).toEqual([a.v.cotacaoRecusada]);
    expect(response.text).not.toContain(staff.user.email);
  });

  it('staff who read Ana’s record appear in her export by role and time: no id, e-mail, IP or other customers’ ids', async () => {
    await t.http.get(`/api/Clientes/${a.v.clienteId}`).set(staff.auth).expect(200);
    await t.http.get('/api/Clientes/export').set(staff.auth).expect(200); // one entry with both customers' ids
    const response = await t.http.get('/api/meusdados/exportar').set(a.v.auth).expect(200);
    const leituras = arquivo(response).tabelas.audit_logs.filter(
      (row) => (row.data as { action: string }).action === 'DADOS_PESSOAIS_LIDOS',
    );
    expect(leituras.map((row) => row.data)).toEqual([
      {
        action: 'DADOS_PESSOAIS_LIDOS',
        por: 'COMERCIAL',
        via: 'modal',
        clienteId: a.v.clienteId,
        idObject: a.v.clienteId,
      },
      { action: 'DADOS_PESSOAIS_LIDOS', por: 'COMERCIAL', via: 'csv', clienteId: null, idObject: null },
    ]);
    expect(response.text).not.toContain(staff.user.email);
  });

  it('Ana is anonymised: no row of anyone else (Beatriz’s audit entries, the queue, Fale conosco) changes or goes', async () => {
    await smtp.drained(t.db);
    const antes = await retratar(t.db);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'`);
    expect(rows[0].n).toBeGreaterThan(5);
    await t.http
      .post(`/api/Clientes/${a.v.clienteId}/anonimizar`)
      .set((await callerFor(t, 'ADMIN')).auth)
      .send({ motivo: 'Pedido da titular' })
      .expect(200);
    await smtp.drained(t.db);
    expect(alteradas(antes, await retratar(t.db), a.linhas)).toEqual([]);

    // Finding 4: in her own rows nothing of hers is left, in any case or format (the address was
    // stored in capitals; the refusal reason and the quotation notes go whole).
    const dela = [
      ana.nome.toUpperCase(),
      ana.email.toUpperCase(),
      ana.emailFaturamento,
      '11912345678',
      '(11) 91234-5678',
      '11 91234-5678',
      '+55 11 91234-5678',
      rua.logradouro.toLowerCase(),
      rua.bairro,
      '01310-100',
      rua.cep,
      'Caro demais',
      'Entregar a',
    ].map((valor) => valor.toLowerCase());
    const restos = await textos(t.db, a.linhas);
    expect(restos.filter((linha) => dela.some((valor) => linha.toLowerCase().includes(valor)))).toEqual([]);
  });

  it('a Fale conosco message is linked on arrival: to the signed-in sender, or to a confirmed login typed; else to no one', async () => {
    const enviar = (email: string, auth: Record<string, string> = {}) =>
      t.http
        .post('/api/public/contato')
        .set(auth)
        .send({ nome: 'Quem Escreve', email, mensagem: `De ${email}` })
        .expect(200);
    const dono = async (email: string) => {
      const { rows } = await t.db.query('SELECT user_id, cliente_id FROM contatos WHERE mensagem = $1', [
        `De ${email}`,
      ]);
      return rows;
    };
    await enviar('digitado.por.beatriz@exemplo.com.br', b.v.auth);
    expect(await dono('digitado.por.beatriz@exemplo.com.br')).toEqual([
      { user_id: b.v.userId, cliente_id: b.v.clienteId },
    ]);
    await enviar(staff.user.email);
    expect(await dono(staff.user.email)).toEqual([{ user_id: staff.user.id, cliente_id: null }]);
    // A billing e-mail nobody confirmed, and a broken session token: linked to no one, still sent.
    await t.db.query('UPDATE clientes SET email_faturamento = $2 WHERE id = $1', [
      b.v.clienteId,
      'fatura@exemplo.com.br',
    ]);
    await enviar('fatura@exemplo.com.br', { Authorization: 'Bearer invalido' });
    expect(await dono('fatura@exemplo.com.br')).toEqual([{ user_id: null, cliente_id: null }]);
  });
});
