import { cpfFrom, cnpjFromSeed, insertCliente } from '@portal/test-support';
import { closeAll } from '../support/app-pairs.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { auditOf, linkParams } from '../accounts/helpers.js';
import { CREATED, JA_CLIENTE, startCadastroApp } from './cadastro-helpers.js';

const PASSWORD = 'Cadastro2024x';

// Finding 1: a self-registration whose e-mail had a typo locked the person out (409 for the right address).
describe('a pending self-registration is replaced by the next one with the same document', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;

  beforeAll(async () => {
    ({ t, smtp } = await startCadastroApp());
    staff = await callerFor(t, 'ADMIN');
  });
  afterAll(() => closeAll(smtp, t));

  const registrar = (body: object) => t.http.post('/api/public/PublicClientes').send(body);
  const linhas = async (cpf: string) =>
    (
      await t.db.query(
        `SELECT c.id, c.nome, c.email_faturamento, u.id AS user_id, u.email, u.name
           FROM clientes c LEFT JOIN users u ON u.cliente_id = c.id WHERE c.cpf = $1`,
        [cpf],
      )
    ).rows;

  it("Maria's typo: the right address gets the link, nothing of the first registration stays, the old link dies", async () => {
    const cpf = cpfFrom(456789123);
    await registrar({ tipo_pessoa: 'pf', nome: 'Maria Digitou Errado', email: 'maria@gmial.com', cpf }).expect(201);
    const primeiro = linkParams(await smtp.next('maria@gmial.com'));
    const [antes] = await linhas(cpf);

    const response = await registrar({ tipo_pessoa: 'pf', nome: 'Maria Silva', email: 'maria@gmail.com', cpf });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: CREATED });

    expect(await linhas(cpf)).toEqual([
      expect.objectContaining({ nome: 'Maria Silva', email_faturamento: 'maria@gmail.com', email: 'maria@gmail.com' }),
    ]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'maria@gmial.com'`);
    expect(rows[0].n).toBe(0);
    await t.http
      .get('/api/auth/check-reset-token')
      .query(primeiro)
      .expect(200)
      .expect((r) => expect(r.body.valid).toBe(false));
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...primeiro, newPassword: PASSWORD })
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));

    const segundo = linkParams(await smtp.next('maria@gmail.com'));
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...segundo, newPassword: PASSWORD })
      .expect(200);
    const login = await t.http
      .post('/api/Auth/login')
      .send({ email: 'maria@gmail.com', password: PASSWORD })
      .expect(200);
    const dados = await t.http
      .get('/api/meusdados')
      .set({ Authorization: `Bearer ${login.body.token as string}` })
      .expect(200);
    expect(JSON.stringify(dados.body)).not.toMatch(/gmial|Digitou/);
    // Her personal-data export (records, audit entries, e-mails) holds nothing the first registrant typed.
    const exportado = await t.http
      .get('/api/meusdados/exportar')
      .set({ Authorization: `Bearer ${login.body.token as string}` })
      .expect(200);
    expect(exportado.text).toContain('maria@gmail.com');
    expect(exportado.text).not.toMatch(/gmial|Digitou/);

    const [audit] = await auditOf(t.db, 'PUBLIC_REGISTRATION_REPLACED');
    expect(audit.data).toMatchObject({ idObject: antes.id, userId: antes.user_id });
    expect(JSON.stringify(audit.data)).not.toMatch(/gmial|Digitou/);
    // Now confirmed: a third registration with the document is refused.
    await registrar({ tipo_pessoa: 'pf', nome: 'Terceira Pessoa', email: 'terceira@exemplo.com.br', cpf })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(JA_CLIENTE));
  });

  it('the same person again with the same address: replaced, a fresh link, the older one dead', async () => {
    const cnpj = cnpjFromSeed(71234567);
    const body = {
      tipo_pessoa: 'pj',
      nome: 'Rui Repetido',
      email: 'rui@empresa.com.br',
      cnpj,
      razao_social: 'Rui Ltda',
    };
    await registrar(body).expect(201);
    const primeiro = linkParams(await smtp.next(body.email));
    await registrar({ ...body, razao_social: null }).expect(201, { message: CREATED });
    const segundo = linkParams(await smtp.next(body.email));
    expect(segundo.userId).not.toBe(primeiro.userId);
    const { rows } = await t.db.query('SELECT nome, razao_social FROM clientes WHERE cnpj = $1', [cnpj]);
    expect(rows).toEqual([{ nome: `CNPJ ${cnpj}`, razao_social: null }]);
    await t.http
      .get('/api/auth/check-reset-token')
      .query(primeiro)
      .expect((r) => expect(r.body.valid).toBe(false));
    await t.http.get('/api/auth/check-reset-token').query(segundo).expect(200, { valid: true, reason: null });
  });

  it('concurrent replacements: one customer for the document, holding one of the accepted registrations, no 500', async () => {
    const cpf = cpfFrom(444555666);
    await registrar({ tipo_pessoa: 'pf', nome: 'Primeira Pessoa', email: 'corrida0@exemplo.com.br', cpf }).expect(201);
    const respostas = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        registrar({ tipo_pessoa: 'pf', nome: `Pessoa Numero${n}`, email: `corrida${n}@exemplo.com.br`, cpf }),
      ),
    );
    expect(respostas.map((r) => r.status).every((s) => s === 201 || s === 409)).toBe(true);
    const aceitas = respostas.flatMap((r, i) => (r.status === 201 ? [`corrida${i + 1}@exemplo.com.br`] : []));
    expect(aceitas.length).toBeGreaterThan(0);
    const linhasFinais = await linhas(cpf);
    expect(linhasFinais).toHaveLength(1);
    expect(aceitas).toContain(linhasFinais[0].email);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'corrida%'`);
    expect(rows[0].n).toBe(1);
  });

  it('a customer the company registered keeps the 409', async () => {
    const cpf = cpfFrom(111000222);
    await insertCliente(t.db, { nome: 'Cliente Da Empresa', cpf });
    await registrar({ tipo_pessoa: 'pf', nome: 'Quem Tenta', email: 'tenta@exemplo.com.br', cpf }).expect(409);
    expect(await linhas(cpf)).toEqual([expect.objectContaining({ nome: 'Cliente Da Empresa', user_id: null })]);
  });

  it.each([
    ['staff edited the customer', 'editar'],
    ['staff gave access to another contact', 'convidar'],
    ['staff revoked and gave back the access', 'revogar'],
    ['staff made a quotation for it', 'cotar'],
  ])('a registration on which %s is no longer pending: 409, nothing changed', async (_caso, acao) => {
    const cpf = cpfFrom(300000000 + acao.length * 1000 + acao.charCodeAt(0));
    const email = `${acao}@exemplo.com.br`;
    await registrar({ tipo_pessoa: 'pf', nome: 'Primeira Pessoa', email, cpf }).expect(201);
    const link = linkParams(await smtp.next(email));
    const [antes] = await linhas(cpf);
    await staffAction(acao, antes.id, antes.user_id);
    const depois = await linhas(cpf);

    await registrar({ tipo_pessoa: 'pf', nome: 'Segunda Pessoa', email: `outra.${email}`, cpf })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(JA_CLIENTE));
    expect(await linhas(cpf)).toEqual(depois);
    if (acao !== 'revogar') {
      await t.http.get('/api/auth/check-reset-token').query(link).expect(200, { valid: true, reason: null });
    }
  });

  it('a confirmed registration (password set) keeps the 409', async () => {
    const cpf = cpfFrom(222111333);
    await registrar({ tipo_pessoa: 'pf', nome: 'Ja Confirmou', email: 'confirmou@exemplo.com.br', cpf }).expect(201);
    const link = linkParams(await smtp.next('confirmou@exemplo.com.br'));
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...link, newPassword: PASSWORD })
      .expect(200);
    await registrar({ tipo_pessoa: 'pf', nome: 'Outra Pessoa', email: 'outra.c@exemplo.com.br', cpf }).expect(409);
    expect(await linhas(cpf)).toEqual([expect.objectContaining({ email: 'confirmou@exemplo.com.br' })]);
  });

  it('an address that has another account: that owner is told, the pending registration stays', async () => {
    const cpf = cpfFrom(333222111);
    await registrar({ tipo_pessoa: 'pf', nome: 'Pendente Fica', email: 'fica@exemplo.com.br', cpf }).expect(201);
    await smtp.next('fica@exemplo.com.br');
    const antes = await linhas(cpf);
    await registrar({ tipo_pessoa: 'pf', nome: 'Usa Conta Alheia', email: staff.user.email, cpf }).expect(201, {
      message: CREATED,
    });
    expect(await linhas(cpf)).toEqual(antes);
    expect((await smtp.next(staff.user.email)).subject).toBe(
      'Portal de Cotações: tentativa de cadastro com o seu e-mail',
    );
  });

  async function staffAction(acao: string, clienteId: number, userId: number): Promise<void> {
    if (acao === 'editar') {
      const { body } = await t.http.get(`/api/Clientes/${clienteId}`).set(staff.auth).expect(200);
      const endereco = {
        cep: '01310100',
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Centro',
        cidade: 'Santos',
        uf: 'SP',
      };
      await t.http
        .put(`/api/Clientes/${clienteId}`)
        .set(staff.auth)
        .send({ ...body, ...endereco })
        .expect(200);
    } else if (acao === 'convidar') {
      await t.http
        .post(`/api/Clientes/${clienteId}/usuarios`)
        .set(staff.auth)
        .send({ nome: 'Contato Convidado', email: `convidado.${clienteId}@exemplo.com.br` })
        .expect(201);
    } else if (acao === 'revogar') {
      await t.http.delete(`/api/Clientes/${clienteId}/usuarios/${userId}`).set(staff.auth).expect(200);
      const { rows } = await t.db.query('SELECT email, name FROM users WHERE id = $1', [userId]);
      await t.http
        .post(`/api/Clientes/${clienteId}/usuarios`)
        .set(staff.auth)
        .send({ nome: rows[0].name, email: rows[0].email })
        .expect(201);
    } else {
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome, preco, unidade) VALUES ($1, 'p', 'Cabo', 10, 'UN') RETURNING id`,
        [`P${clienteId}`],
      );
      await t.http
        .post('/api/Cotacoes')
        .set(staff.auth)
        .send({
          clienteId,
          condicoesPagamento: '30 dias',
          prazoEntrega: '10 dias',
          itens: [{ produtoId: rows[0].id, quantidade: 1, precoUnitario: 10 }],
        })
        .expect(201);
    }
  }
});
