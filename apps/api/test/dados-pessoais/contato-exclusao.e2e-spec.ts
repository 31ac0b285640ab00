import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { convidar, entrar, SENHA_CONTATO, type Contato } from './contatos.js';
import { procurarEmTodoOBanco } from './varredura.js';
import { cotacao, criarProdutos } from './vizinhos.js';

/** supertest keeps a JSON download as text when it is an attachment. */
const arquivo = (response: { text: string }) =>
  JSON.parse(response.text) as { tabelas: Record<string, Record<string, unknown>[]>; resumo: string[] };

const CONTATO_EXCLUIDO =
  'Sua conta foi excluída e seus dados pessoais foram apagados. O cadastro da empresa e as cotações continuam com os outros contatos.';

// Issue 26: "A contact's 'Excluir minha conta' erases that contact (login, name, e-mail, phone,
// authorship of their messages), not the company". Reported: any login's deletion anonymised the
// whole customer — the company's record, its quotations' texts and every other contact's login.
describe('a contact’s own deletion erases that contact, not the company', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let admin: Caller;
  let produtos: number[];
  let empresa: number;
  let ana: Contato;
  let bruno: Contato;
  let enviada: number;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    admin = await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    produtos = await criarProdutos(t);
    ({ id: empresa } = await insertCliente(t.db, {
      tipo_pessoa: 'pj',
      nome: 'Marcenaria Zimbro',
      razao_social: 'MARCENARIA ZIMBRO LTDA',
      email_faturamento: 'financeiro@zimbro.com.br',
      telefone: '1140028922',
    }));
    ana = await convidar(t, smtp, staff, empresa, { nome: 'Ana Quintanilha Compras', email: 'ana@zimbro.com.br' });
    bruno = await convidar(t, smtp, staff, empresa, { nome: 'Bruno Xavante Obras', email: 'Bruno@Zimbro.com.br' });
    enviada = await cotacao(t, staff, empresa, produtos, 'Entrega na obra');
    await t.http
      .post(`/api/minhas-cotacoes/${enviada}/mensagens`)
      .set(bruno.auth)
      .send({ texto: 'Entregam no sábado?' })
      .expect(201);
    await t.http
      .post(`/api/Cotacoes/${enviada}/mensagens`)
      .set(staff.auth)
      .send({ texto: 'Entregamos sim.' })
      .expect(201);
    await t.http.post(`/api/minhas-cotacoes/${enviada}/aceitar`).set(bruno.auth).send({}).expect(200);
    await t.http
      .post('/api/public/contato')
      .set(bruno.auth)
      .send({ nome: bruno.nome, email: bruno.email, telefone: '11977776666', mensagem: 'Sou o Bruno das obras.' })
      .expect(200);
    await smtp.drained(t.db);
  }, 60_000);
  afterAll(() => closeAll(smtp, t));

  it('Meus Dados says what the deletion erases: only the contact, for every login of a company', async () => {
    for (const c of [ana, bruno]) {
      await t.http.get('/api/meusdados/excluir-conta').set(c.auth).expect(200, { alcance: 'contato' });
    }
  });

  it('each contact’s export holds their own login and the company’s quotations, never the other contact', async () => {
    for (const [eu, outro] of [
      [ana, bruno],
      [bruno, ana],
    ]) {
      const response = await t.http.get('/api/meusdados/exportar').set(eu.auth).expect(200);
      const { tabelas, resumo } = arquivo(response);
      expect(tabelas.users.map((u) => u.id)).toEqual([eu.userId]);
      expect(tabelas.cotacoes.map((c) => c.id)).toEqual([enviada]);
      expect(tabelas.pedidos).toHaveLength(1);
      const texto = response.text.toLowerCase();
      expect([outro.email, outro.nome.toLowerCase()].filter((v) => texto.includes(v))).toEqual([]);
      expect(resumo.join('\n')).not.toContain(outro.email);
    }
    // Bruno's own export has what he did: his Fale conosco message, his acceptance's IP.
    const dele = arquivo(await t.http.get('/api/meusdados/exportar').set(bruno.auth).expect(200));
    expect(dele.tabelas.contatos.map((c) => c.mensagem)).toEqual(['Sou o Bruno das obras.']);
    expect(dele.tabelas.cotacoes[0].aceite_ip).toEqual(expect.any(String));
    const dela = arquivo(await t.http.get('/api/meusdados/exportar').set(ana.auth).expect(200));
    expect(dela.tabelas.contatos).toEqual([]);
    expect(dela.tabelas.cotacoes[0]).not.toHaveProperty('aceite_ip');
  });

  it('Bruno deletes his account: the company, its quotation, order and Ana stay; nothing of Bruno is left', async () => {
    const ficha = (await t.http.get(`/api/Clientes/${empresa}`).set(staff.auth).expect(200)).body;
    await t.http
      .post('/api/meusdados/excluir-conta')
      .set(bruno.auth)
      .send({ senha: SENHA_CONTATO })
      .expect(200, { message: CONTATO_EXCLUIDO });
    await smtp.drained(t.db);

    // The company's record as staff see it, untouched; not anonymised.
    expect((await t.http.get(`/api/Clientes/${empresa}`).set(staff.auth).expect(200)).body).toEqual(ficha);
    const { rows } = await t.db.query('SELECT anonimizado_em, status FROM clientes WHERE id = $1', [empresa]);
    expect(rows).toEqual([{ anonimizado_em: null, status: true }]);

    // Ana still signs in and sees the quotation, its order and the thread (Bruno's question without author).
    const sessao = await entrar(t, ana.email);
    expect(sessao.status).toBe(200);
    const lista = await t.http.get('/api/minhas-cotacoes').set(sessao.auth).expect(200);
    expect(lista.body.data).toEqual([
      expect.objectContaining({ id: enviada, status: 'aceita', pedidoId: expect.any(Number) }),
    ]);
    const thread = await t.http.get(`/api/minhas-cotacoes/${enviada}/mensagens`).set(sessao.auth).expect(200);
    expect(thread.body.map((m: { texto: string; autorNome: string | null }) => [m.texto, m.autorNome])).toEqual([
      ['Entregam no sábado?', null],
      ['Entregamos sim.', 'Vera Vendedora'],
    ]);

    // Bruno: his name, address, phone and message are nowhere in the database (every table, the
    // queue), his session ends and he cannot sign in (a sign-in attempt writes the typed address).
    expect(await procurarEmTodoOBanco(t.db, [bruno.email, bruno.nome, 'Bruno das obras', '11977776666'])).toEqual([]);
    await t.http.get('/api/minhas-cotacoes').set(bruno.auth).expect(401);
    expect((await entrar(t, bruno.email)).status).toBe(401);
    // The logins of the company: Ana and the billing address (invited by the quotation e-mail) as
    // they were, Bruno a pseudonym.
    const logins = await t.http.get(`/api/Clientes/${empresa}/usuarios`).set(staff.auth).expect(200);
    expect(logins.body.map((u: { nome: string; ativo: boolean }) => [u.nome, u.ativo])).toEqual([
      [ana.nome, true],
      ['Marcenaria Zimbro', true],
      [`anonimo-contato-${bruno.userId}`, false],
    ]);
    const aviso = await smtp.next(
      (await t.db.query('SELECT email FROM users WHERE id = $1', [admin.user.id])).rows[0].email,
    );
    expect(aviso.subject).toContain(`contato excluiu a própria conta (cliente id ${empresa})`);
  });

  it('a pf customer: an invited contact erases only themselves; the titular’s deletion still anonymises the customer', async () => {
    const { id: casa } = await insertCliente(t.db, { tipo_pessoa: 'pf', nome: 'Helena Prado' });
    const helena = await convidar(t, smtp, staff, casa, { nome: 'Helena Prado', email: 'helena@casa.com.br' });
    const filho = await convidar(t, smtp, staff, casa, { nome: 'Caio Prado', email: 'caio@casa.com.br' });
    await t.http.get('/api/meusdados/excluir-conta').set(helena.auth).expect(200, { alcance: 'cliente' });
    await t.http.get('/api/meusdados/excluir-conta').set(filho.auth).expect(200, { alcance: 'contato' });

    await t.http
      .post('/api/meusdados/excluir-conta')
      .set(filho.auth)
      .send({ senha: SENHA_CONTATO })
      .expect(200, { message: CONTATO_EXCLUIDO });
    const antes = await t.db.query('SELECT anonimizado_em, nome FROM clientes WHERE id = $1', [casa]);
    expect(antes.rows).toEqual([{ anonimizado_em: null, nome: 'Helena Prado' }]);
    expect((await entrar(t, helena.email)).status).toBe(200);

    await t.http
      .post('/api/meusdados/excluir-conta')
      .set(helena.auth)
      .send({ senha: SENHA_CONTATO })
      .expect(200, { message: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.' });
    const depois = await t.db.query(
      'SELECT anonimizado_em IS NOT NULL AS anonimizado, nome FROM clientes WHERE id = $1',
      [casa],
    );
    expect(depois.rows).toEqual([{ anonimizado: true, nome: `anonimo-${casa}` }]);
  });
});
