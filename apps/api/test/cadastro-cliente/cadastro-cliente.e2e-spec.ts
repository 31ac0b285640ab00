import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { cnpjFromSeed, cpfFrom } from '@portal/test-support';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, type TestApp } from '../support/test-app.js';
import { auditOf, linkParams } from '../accounts/helpers.js';
import { CREATED, JA_CLIENTE, startCadastroApp } from './cadastro-helpers.js';

const PASSWORD = 'Cadastro2024x';

describe('POST /api/public/PublicClientes', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startCadastroApp());
  });
  afterAll(() => closeAll(smtp, t));

  async function setPasswordAndSignIn(email: string) {
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Portal de Cotações: defina sua senha');
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...linkParams(mail), newPassword: PASSWORD })
      .expect(200);
    const { body } = await t.http.post('/api/Auth/login').send({ email, password: PASSWORD }).expect(200);
    return { Authorization: `Bearer ${body.token as string}` };
  }

  it('registers a pf customer and its CLIENTE login, through to signing in and reading Meus Dados', async () => {
    const cpf = cpfFrom(123456789);
    const response = await t.http
      .post('/api/public/PublicClientes')
      .send({
        tipo_pessoa: 'pf',
        nome: ' Ana  Pereira ',
        email: 'Ana.Pereira@Exemplo.com.br',
        cpf: maskCpf(cpf),
        cnpj: null,
        razao_social: null,
      })
      .expect(201);
    expect(response.body).toEqual({ message: CREATED });

    const { rows } = await t.db.query(
      `SELECT c.id, c.tipo_pessoa, c.nome, c.cpf, c.cnpj, c.email_faturamento, c.status, u.id AS user_id, u.email, u.name,
              u.password_hash, r.normalized_name AS role
         FROM clientes c JOIN users u ON u.cliente_id = c.id JOIN roles r ON r.id = u.role_id WHERE c.cpf = $1`,
      [cpf],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        tipo_pessoa: 'pf',
        nome: 'Ana Pereira',
        cpf,
        cnpj: null,
        email_faturamento: 'ana.pereira@exemplo.com.br',
        status: true,
        email: 'ana.pereira@exemplo.com.br',
        name: 'Ana Pereira',
        password_hash: null,
        role: 'CLIENTE',
      }),
    ]);
    const auth = await setPasswordAndSignIn('ana.pereira@exemplo.com.br');
    await t.http
      .get('/api/auth/userinfo')
      .set(auth)
      .expect(200, { name: 'Ana Pereira', email: 'ana.pereira@exemplo.com.br', roles: ['CLIENTE'] });
    const meusDados = await t.http.get('/api/meusdados').set(auth).expect(200);
    expect(meusDados.body).toMatchObject({
      tipo_pessoa: 'pf',
      nome: 'Ana Pereira',
      cpf,
      cnpj: null,
      responsavel: null,
      uf: '',
    });

    const [audit] = await auditOf(t.db, 'PUBLIC_REGISTRATION');
    expect(audit.data).toMatchObject({
      userId: rows[0].user_id,
      idObject: rows[0].id,
      email: 'ana.pereira@exemplo.com.br',
      ip: expect.any(String),
      action: 'PUBLIC_REGISTRATION',
    });
  });

  it('registers a pj customer with the responsible person as the login', async () => {
    const cnpj = cnpjFromSeed(11222333);
    await t.http
      .post('/api/public/PublicClientes')
      .send({
        tipo_pessoa: 'pj',
        nome: 'Carlos Responsável',
        email: 'carlos@empresa.com.br',
        cpf: null,
        cnpj: maskCnpj(cnpj),
        razao_social: 'Empresa Exemplo Ltda',
      })
      .expect(201, { message: CREATED });
    const { rows } = await t.db.query(
      `SELECT c.nome, c.razao_social, c.cnpj, c.cpf, u.name, u.email FROM clientes c JOIN users u ON u.cliente_id = c.id WHERE c.cnpj = $1`,
      [cnpj],
    );
    expect(rows).toEqual([
      {
        nome: 'EMPRESA EXEMPLO LTDA',
        razao_social: 'EMPRESA EXEMPLO LTDA',
        cnpj,
        cpf: null,
        name: 'Carlos Responsável',
        email: 'carlos@empresa.com.br',
      },
    ]);
    const auth = await setPasswordAndSignIn('carlos@empresa.com.br');
    const meusDados = await t.http.get('/api/meusdados').set(auth).expect(200);
    expect(meusDados.body.responsavel).toEqual({
      id: expect.any(Number),
      nome: 'Carlos Responsável',
      email: 'carlos@empresa.com.br',
      phone: null,
    });
  });

  it('accepts a pj without razão social', async () => {
    const cnpj = cnpjFromSeed(44555666);
    await t.http
      .post('/api/public/PublicClientes')
      .send({ tipo_pessoa: 'pj', nome: 'Bia Souza', email: 'bia@semrazao.com.br', cpf: null, cnpj, razao_social: null })
      .expect(201);
    const { rows } = await t.db.query('SELECT nome, razao_social FROM clientes WHERE cnpj = $1', [cnpj]);
    expect(rows[0].razao_social).toBeNull();
    expect(rows[0].nome).toBe(`CNPJ ${cnpj}`);
    await smtp.next('bia@semrazao.com.br');
  });

  it('does not reveal an existing e-mail: same answer, nothing created, and the owner is told', async () => {
    const owner = await insertUser(t.db, 'COMERCIAL', { email: 'ja.existe@exemplo.com.br', name: 'Dona Conta' });
    const cpf = cpfFrom(987654321);
    const response = await t.http
      .post('/api/public/PublicClientes')
      .send({
        tipo_pessoa: 'pf',
        nome: 'Outra Pessoa',
        email: 'JA.EXISTE@exemplo.com.br',
        cpf,
        cnpj: null,
        razao_social: null,
      })
      .expect(201);
    expect(response.body).toEqual({ message: CREATED });
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM clientes WHERE cpf = $1', [cpf]);
    expect(rows[0].n).toBe(0);
    const mail = await smtp.next(owner.email);
    expect(mail.subject).toBe('Portal de Cotações: tentativa de cadastro com o seu e-mail');
    expect(mail.text).toContain('Olá, Dona Conta!');
    expect(mail.text).toContain('http://portal.test/login');
    const audit = (await auditOf(t.db, 'PUBLIC_REGISTRATION_EMAIL_EXISTS')).at(-1);
    expect(audit?.data).toMatchObject({ userId: owner.id, email: owner.email });
  });

  it('sends a new set-password link when the existing account never got its password', async () => {
    const cpf = cpfFrom(555444333);
    const body = {
      tipo_pessoa: 'pf',
      nome: 'Perdeu Email',
      email: 'perdeu@exemplo.com.br',
      cpf,
      cnpj: null,
      razao_social: null,
    };
    await t.http.post('/api/public/PublicClientes').send(body).expect(201);
    const first = linkParams(await smtp.next('perdeu@exemplo.com.br'));
    // The same person again, with another CPF so the document check does not stop it first.
    await t.http
      .post('/api/public/PublicClientes')
      .send({ ...body, cpf: cpfFrom(555444334) })
      .expect(201, { message: CREATED });
    const second = linkParams(await smtp.next('perdeu@exemplo.com.br'));
    expect(second.userId).toBe(first.userId);
    await t.http.get('/api/auth/check-reset-token').query(second).expect(200, { valid: true, reason: null });
    // Links mailed to the login's address live side by side until one is used (test/accounts/links-vivos).
    await t.http.get('/api/auth/check-reset-token').query(first).expect(200, { valid: true, reason: null });
  });

  it('answers 409 for a CPF or CNPJ that is already a customer: ask the company for access, nothing about the customer', async () => {
    const cpf = cpfFrom(222333444);
    await t.http
      .post('/api/public/PublicClientes')
      .send({ tipo_pessoa: 'pf', nome: 'Primeira Pessoa', email: 'primeira@exemplo.com.br', cpf })
      .expect(201);
    // Confirmed: an unconfirmed registration would be replaced (autocadastro-pendente.e2e-spec.ts).
    await setPasswordAndSignIn('primeira@exemplo.com.br');
    const response = await t.http
      .post('/api/public/PublicClientes')
      .send({ tipo_pessoa: 'pf', nome: 'Segunda Pessoa', email: 'segunda@exemplo.com.br', cpf: maskCpf(cpf) })
      .expect(409);
    const message = JA_CLIENTE;
    expect(response.body).toMatchObject({ message, error: message });
    expect(JSON.stringify(response.body)).not.toMatch(/Primeira|primeira@/i);
    await smtp.drained(t.db);
    expect(smtp.to('segunda@exemplo.com.br')).toHaveLength(0);
  });

  it.each([
    [{ tipo_pessoa: 'pf', nome: 'Ana Lima', cpf: cpfFrom(1) }, 'Email é obrigatório.'],
    [{ tipo_pessoa: 'pf', nome: 'Ana Lima', email: 'sem arroba', cpf: cpfFrom(1) }, 'Formato de email inválido.'],
    [{ tipo_pessoa: 'pf', nome: '', email: 'a@b.com.br', cpf: cpfFrom(1) }, 'Nome é obrigatório (pessoa física).'],
    [{ tipo_pessoa: 'pf', nome: 'Ana Lima', email: 'a@b.com.br', cpf: null }, 'CPF é obrigatório.'],
    [{ tipo_pessoa: 'pf', nome: 'Ana Lima', email: 'a@b.com.br', cpf: '111.111.111-11' }, 'CPF inválido.'],
    [
      { tipo_pessoa: 'pj', nome: '  ', email: 'a@b.com.br', cnpj: cnpjFromSeed(1) },
      'Nome do Responsável é obrigatório (PJ).',
    ],
    [{ tipo_pessoa: 'pj', nome: 'Ana Lima', email: 'a@b.com.br', cnpj: '' }, 'CNPJ é obrigatório.'],
    [{ tipo_pessoa: 'pj', nome: 'Ana Lima', email: 'a@b.com.br', cnpj: '12.345.678/0001-00' }, 'CNPJ inválido.'],
    [{ tipo_pessoa: 'xx', nome: 'Ana Lima', email: 'a@b.com.br' }, 'Tipo de pessoa deve ser pf ou pj.'],
    [{ tipo_pessoa: 'pf' }, 'Email é obrigatório. Nome é obrigatório (pessoa física). CPF é obrigatório.'],
  ])('answers 400 with the contract message for %j', async (body, message) => {
    const response = await t.http.post('/api/public/PublicClientes').send(body).expect(400);
    expect(response.body).toMatchObject({ message, error: message });
  });
});

describe('public registration limits and failures', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '3' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a refused delivery still registers the customer; the link arrives once the server takes it', async () => {
    const cpf = cpfFrom(777888999);
    const body = { tipo_pessoa: 'pf', nome: 'Caixa Cheia', email: 'caixa@exemplo.com.br', cpf };
    smtp.refuseNext();
    await t.http.post('/api/public/PublicClientes').send(body).expect(201);
    const counts = await t.db.query(
      `SELECT (SELECT count(*) FROM clientes WHERE cpf = $1)::int AS clientes, (SELECT count(*) FROM users WHERE email = $2)::int AS users`,
      [cpf, body.email],
    );
    expect(counts.rows[0]).toEqual({ clientes: 1, users: 1 });
    expect(linkParams(await smtp.next(body.email)).token).toHaveLength(43);
  });

  it('is throttled per IP with 429 and the error field', async () => {
    // One call was spent above; the second and third pass (400), the fourth is refused.
    await t.http.post('/api/public/PublicClientes').send({}).expect(400);
    await t.http.post('/api/public/PublicClientes').send({}).expect(400);
    const refused = await t.http.post('/api/public/PublicClientes').send({}).expect(429);
    expect(refused.body).toMatchObject({
      message: 'Muitas tentativas. Aguarde antes de tentar novamente.',
      error: 'Muitas tentativas. Aguarde antes de tentar novamente.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
