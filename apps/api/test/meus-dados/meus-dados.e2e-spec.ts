import { insertCliente } from '@portal/test-support';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { auditOf, clienteExemplo, linkParams } from '../accounts/helpers.js';

describe('Meus Dados', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let seed = 10_000_000;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
  });
  afterAll(() => closeAll(smtp, t));

  async function customer(tipo: 'pf' | 'pj') {
    const cliente = await insertCliente(t.db, clienteExemplo(tipo, seed++));
    const user = await insertUser(t.db, 'CLIENTE', { clienteId: cliente.id, name: 'Rita Responsável Souza' });
    const token = await tokenFor(t.app, user, 'CLIENTE');
    return { cliente, user, auth: { Authorization: `Bearer ${token}` } };
  }

  function payload(doc: { cpf?: string | null; cnpj?: string | null }, extra: Record<string, unknown> = {}) {
    return {
      nome: 'Loja Exemplo Nova',
      razao_social: 'Loja Exemplo Comércio Ltda',
      email_faturamento: 'Fin@Exemplo.com.br',
      cpf: doc.cpf ?? null,
      cnpj: doc.cnpj ?? null,
      telefone: '(11) 98888-7777',
      cep: '01310-200',
      logradouro: 'Rua Augusta',
      numero: '12a',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'sp',
      complemento: 'sala 3',
      responsavelNome: 'Rita Responsável Souza',
      responsavelEmail: '',
      responsavelPhone: '11977776666',
      ...extra,
    };
  }

  it('GET answers the contract shape, with the responsible person for pj', async () => {
    const { cliente, user, auth } = await customer('pj');
    const response = await t.http.get('/api/meusdados').set(auth).expect(200);
    expect(response.body).toEqual({
      tipo_pessoa: 'pj',
      nome: 'Loja Exemplo',
      razao_social: 'LOJA EXEMPLO LTDA',
      cpf: null,
      cnpj: cliente.doc,
      email_faturamento: 'financeiro@exemplo.com.br',
      telefone: '1133334444',
      cep: '01310100',
      logradouro: 'AVENIDA PAULISTA',
      numero: '1000',
      bairro: 'BELA VISTA',
      cidade: 'SÃO PAULO',
      uf: 'SP',
      complemento: null,
      responsavel: { id: user.id, nome: 'Rita Responsável Souza', email: user.email, phone: null },
      versao: 0,
    });
  });

  it('GET answers responsavel null for pf, and 404 for a CLIENTE without a customer', async () => {
    const { auth } = await customer('pf');
    expect((await t.http.get('/api/meusdados').set(auth).expect(200)).body.responsavel).toBeNull();
    const orphan = await insertUser(t.db, 'CLIENTE');
    const response = await t.http
      .get('/api/meusdados')
      .set('Authorization', `Bearer ${await tokenFor(t.app, orphan, 'CLIENTE')}`)
      .expect(404);
    expect(response.body.message).toBe('Registro não encontrado.');
  });

  it('PUT saves with the contract casing rules and audits what changed', async () => {
    const { cliente, user, auth } = await customer('pj');
    const response = await t.http
      .put('/api/meusdados')
      .set(auth)
      .send(payload({ cnpj: cliente.doc }, { responsavelEmail: user.email }))
      .expect(200);
    expect(response.body).toEqual({ message: 'Dados atualizados com sucesso!', versao: 1 });
    const { rows } = await t.db.query('SELECT * FROM clientes WHERE id = $1', [cliente.id]);
    expect(rows[0]).toMatchObject({
      nome: 'Loja Exemplo Nova',
      razao_social: 'LOJA EXEMPLO COMÉRCIO LTDA',
      email_faturamento: 'fin@exemplo.com.br',
      telefone: '11988887777',
      cep: '01310200',
      logradouro: 'RUA AUGUSTA',
      numero: '12A',
      bairro: 'CONSOLAÇÃO',
      cidade: 'SÃO PAULO',
      uf: 'SP',
      complemento: 'SALA 3',
      cnpj: cliente.doc,
    });
    const login = await t.db.query('SELECT name, phone_number, email FROM users WHERE id = $1', [user.id]);
    expect(login.rows[0]).toEqual({ name: 'Rita Responsável Souza', phone_number: '11977776666', email: user.email });
    const audit = (await auditOf(t.db, 'MEUS_DADOS_UPDATED')).at(-1);
    expect(audit?.data).toMatchObject({
      userId: user.id,
      idObject: cliente.id,
      email: user.email,
      ip: expect.any(String),
      action: 'MEUS_DADOS_UPDATED',
    });
    expect((audit?.data.changes as Record<string, unknown>).logradouro).toEqual(['AVENIDA PAULISTA', 'RUA AUGUSTA']);
    await smtp.drained(t.db);
    expect(smtp.to(user.email)).toHaveLength(0);
  });

  it('pf: the login name follows the customer name', async () => {
    const { cliente, user, auth } = await customer('pf');
    await t.http
      .put('/api/meusdados')
      .set(auth)
      .send(payload({ cpf: cliente.doc }, { nome: 'João Pedro Silva' }))
      .expect(200);
    const login = await t.db.query('SELECT name FROM users WHERE id = $1', [user.id]);
    expect(login.rows[0].name).toBe('João Pedro Silva');
    const { rows } = await t.db.query('SELECT razao_social FROM clientes WHERE id = $1', [cliente.id]);
    expect(rows[0].razao_social).toBeNull();
  });

  it('refuses a CPF or CNPJ different from the stored one with 400', async () => {
    const pj = await customer('pj');
    const other = await insertCliente(t.db, clienteExemplo('pj', seed++));
    const response = await t.http
      .put('/api/meusdados')
      .set(pj.auth)
      .send(payload({ cnpj: other.doc }))
      .expect(400);
    expect(response.body.message).toBe('CPF e CNPJ não podem ser alterados.');
    const pf = await customer('pf');
    const pfResponse = await t.http
      .put('/api/meusdados')
      .set(pf.auth)
      .send(payload({ cpf: '52998224725' }))
      .expect(400);
    expect(pfResponse.body.message).toBe('CPF e CNPJ não podem ser alterados.');
    const { rows } = await t.db.query('SELECT cnpj, nome FROM clientes WHERE id = $1', [pj.cliente.id]);
    expect(rows[0]).toEqual({ cnpj: pj.cliente.doc, nome: 'Loja Exemplo' });
  });

  it.each([
    [{ nome: '' }, 'Nome é obrigatório.'],
    [{ nome: 'Loja' }, 'Informe ao menos 2 palavras no nome.'],
    [{ email_faturamento: '' }, 'E-mail é obrigatório.'],
    [{ email_faturamento: 'fin@' }, 'Formato de e-mail inválido.'],
    [{ telefone: '11 9999' }, 'Telefone do cliente deve ter ao menos 10 dígitos.'],
    [{ cnpj: '11.111.111/1111-11' }, 'CNPJ inválido.'],
    [{ responsavelNome: '' }, 'Nome do responsável é obrigatório.'],
    [{ responsavelNome: 'Rita' }, 'Precisa ao menos 2 palavras no nome do responsável.'],
    [{ responsavelEmail: null }, 'E-mail do responsável é obrigatório.'],
    [{ responsavelEmail: 'rita@@x' }, 'Formato de e-mail inválido para o responsável.'],
    [{ responsavelPhone: '119' }, 'Telefone do responsável deve ter ao menos 10 dígitos.'],
    [{ cep: '' }, 'CEP é obrigatório.'],
    [{ cep: '0131' }, 'CEP inválido.'],
    [{ logradouro: ' ' }, 'Logradouro é obrigatório.'],
    [{ numero: '' }, 'Número é obrigatório.'],
    [{ bairro: '' }, 'Bairro é obrigatório.'],
    [{ cidade: '' }, 'Cidade é obrigatória.'],
    [{ uf: '' }, 'UF é obrigatória.'],
    [{ uf: 'XX' }, 'UF inválida.'],
    [{ numero: '12345678901' }, 'Número deve ter no máximo 10 caracteres.'],
  ])('PUT answers 400 for %j', async (change, message) => {
    const { cliente, user, auth } = await customer('pj');
    const body = payload({ cnpj: cliente.doc }, { responsavelEmail: user.email, ...change });
    const response = await t.http.put('/api/meusdados').set(auth).send(body).expect(400);
    expect(response.body.message).toBe(message);
    const { rows } = await t.db.query('SELECT nome FROM clientes WHERE id = $1', [cliente.id]);
    expect(rows[0].nome).toBe('Loja Exemplo');
  });

  it('a one-word name over 255 characters breaks two rules: both messages, in one field', async () => {
    const { cliente, user, auth } = await customer('pj');
    const body = payload({ cnpj: cliente.doc }, { responsavelEmail: user.email, nome: 'L'.repeat(256) });
    const response = await t.http.put('/api/meusdados').set(auth).send(body).expect(400);
    const messages = ['Informe ao menos 2 palavras no nome.', 'Nome deve ter no máximo 255 caracteres.'];
    expect(response.body).toMatchObject({ message: messages.join(' '), errors: { nome: messages } });
  });

  it('a new responsible e-mail is confirmed by a link before it becomes the login', async () => {
    const { cliente, user, auth } = await customer('pj');
    const response = await t.http
      .put('/api/meusdados')
      .set(auth)
      .send(payload({ cnpj: cliente.doc }, { responsavelEmail: 'Novo.Email@Exemplo.com.br' }))
      .expect(200);
    expect(response.body.message).toBe(
      'Dados atualizados com sucesso! Enviamos um link de confirmação para o novo e-mail do responsável; o login muda após a confirmação.',
    );
    // Until confirmed, the old e-mail is still the login.
    expect((await t.db.query('SELECT email FROM users WHERE id = $1', [user.id])).rows[0].email).toBe(user.email);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: user.password }).expect(200);

    const mail = await smtp.next('novo.email@exemplo.com.br');
    expect(mail.subject).toBe('Portal de Cotações: confirme seu novo e-mail');
    const { url, userId } = linkParams(mail);
    expect(url.pathname).toBe('/api/auth/confirm-email');
    expect(userId).toBe(String(user.id));
    const confirm = await t.http.get(url.pathname + url.search).expect(302);
    expect(confirm.headers.location).toBe('http://portal.test/confirm-email?status=success');
    const { rows } = await t.db.query('SELECT email, email_confirmed FROM users WHERE id = $1', [user.id]);
    expect(rows[0]).toEqual({ email: 'novo.email@exemplo.com.br', email_confirmed: true });
    await t.http
      .post('/api/Auth/login')
      .send({ email: 'novo.email@exemplo.com.br', password: user.password })
      .expect(200);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: user.password }).expect(401);

    const again = await t.http.get(url.pathname + url.search).expect(302);
    expect(again.headers.location).toBe('http://portal.test/confirm-email?status=already-confirmed');
    expect((await auditOf(t.db, 'EMAIL_CHANGE_REQUESTED')).at(-1)?.data).toMatchObject({
      userId: user.id,
      email: user.email,
    });
    expect((await auditOf(t.db, 'EMAIL_CONFIRMED')).at(-1)?.data).toMatchObject({
      userId: user.id,
      email: 'novo.email@exemplo.com.br',
    });
  });

  it('refuses a responsible e-mail that is another account’s login', async () => {
    const { cliente, auth } = await customer('pj');
    const other = await insertUser(t.db, 'ADMIN');
    const response = await t.http
      .put('/api/meusdados')
      .set(auth)
      .send(payload({ cnpj: cliente.doc }, { responsavelEmail: other.email }))
      .expect(409);
    expect(response.body.message).toBe('E-mail já cadastrado.');
  });

  it('trocar-minha-senha e-mails a reset link to the responsible person', async () => {
    const { user, auth } = await customer('pj');
    const response = await t.http.post('/api/meusdados/trocar-minha-senha').set(auth).expect(200);
    expect(response.body).toEqual({ message: 'Link para redefinir senha foi enviado ao e-mail do responsável!' });
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Portal de Cotações: redefinição de senha');
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...linkParams(mail), newPassword: 'TrocaFeita8' })
      .expect(200);
    await t.http.post('/api/Auth/login').send({ email: user.email, password: 'TrocaFeita8' }).expect(200);
    expect((await auditOf(t.db, 'PASSWORD_RESET_REQUESTED')).at(-1)?.data).toMatchObject({
      userId: user.id,
      email: user.email,
    });
  });

  it('is CLIENTE only', async () => {
    const admin = await insertUser(t.db, 'ADMIN');
    const auth = { Authorization: `Bearer ${await tokenFor(t.app, admin, 'ADMIN')}` };
    await t.http.get('/api/meusdados').set(auth).expect(403);
    await t.http.put('/api/meusdados').set(auth).send({}).expect(403);
    await t.http.post('/api/meusdados/trocar-minha-senha').set(auth).expect(403);
    await t.http.get('/api/meusdados').expect(401);
  });
});
