import { maskCep, maskCpf, maskPhone } from '@portal/shared/masks';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criarEmpresa, criarPessoa, SENHA, type Mundo } from './titular.js';
import { procurarEmTodoOBanco, retratoDoBanco } from './varredura.js';

describe('LGPD anonymisation: POST /api/meusdados/excluir-conta and POST /api/Clientes/{id}/anonimizar', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let m: Mundo;
  let outra: Mundo;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    m = await criarPessoa(t, smtp, 271828182);
    // Another customer of the same staff, whose data must stay untouched.
    outra = await criarPessoa(t, smtp, 161803398, m);
    await smtp.drained(t.db);
  });
  afterAll(() => closeAll(smtp, t));

  const valoresDe = (p: Mundo['pessoa']) => [
    p.nome,
    p.email,
    p.cpf,
    maskCpf(p.cpf),
    p.telefone,
    p.telefoneAntigo,
    maskPhone(p.telefone),
    p.logradouro,
    p.bairro,
    p.complemento,
    p.cep,
    maskCep(p.cep),
  ];

  async function totais(clienteId: number) {
    const { rows } = await t.db.query(
      `SELECT c.id, c.status, c.total::text, c.subtotal::text, c.validade, c.criado_em,
              (SELECT json_agg(json_build_array(i.sku, i.quantidade::text, i.total::text) ORDER BY i.posicao)
                 FROM cotacao_itens i WHERE i.cotacao_id = c.id) AS itens,
              (SELECT json_agg(json_build_array(p.valor::text, p.data_emissao)) FROM pedidos p WHERE p.cotacao_id = c.id) AS pedidos
         FROM cotacoes c WHERE c.cliente_id = $1 ORDER BY c.id`,
      [clienteId],
    );
    return rows;
  }

  it('refuses a missing or wrong password with a Portuguese 400, changing nothing', async () => {
    const missing = await t.http.post('/api/meusdados/excluir-conta').set(m.pessoa.auth).send({}).expect(400);
    expect(missing.body.message).toBe('A senha é obrigatória.');
    const wrong = await t.http
      .post('/api/meusdados/excluir-conta')
      .set(m.pessoa.auth)
      .send({ senha: 'Senha-errada-1' })
      .expect(400);
    expect(wrong.body.message).toBe('Senha incorreta.');
    await t.http.get('/api/meusdados').set(m.pessoa.auth).expect(200);
  });

  it('deletes the account: nothing of the person left anywhere, totals kept, sign-in impossible, staff told', async () => {
    const antes = await totais(m.pessoa.clienteId);
    expect(antes).toHaveLength(2);
    expect((await procurarEmTodoOBanco(t.db, valoresDe(m.pessoa))).length).toBeGreaterThan(10);

    const response = await t.http
      .post('/api/meusdados/excluir-conta')
      .set(m.pessoa.auth)
      .send({ senha: SENHA })
      .expect(200);
    expect(response.body).toEqual({ message: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.' });

    // The session ended.
    await t.http.get('/api/meusdados').set(m.pessoa.auth).expect(401);

    // Staff (every active ADMIN) get an e-mail that names the customer only by id and pseudonym.
    const mail = await smtp.next(m.admin.user.email);
    expect(mail.subject).toBe(
      `Portal de Cotações: pedido de exclusão de dados pessoais (cliente id ${m.pessoa.clienteId})`,
    );
    expect(mail.text).toContain(`anonimo-${m.pessoa.clienteId}`);
    await smtp.drained(t.db);

    // Nothing of the person in any text or JSON column of any table, job queue included (the README
    // keeps city and UF only, which are not searched here).
    expect(await procurarEmTodoOBanco(t.db, valoresDe(m.pessoa))).toEqual([]);
    // The other customer is untouched.
    expect((await procurarEmTodoOBanco(t.db, [outra.pessoa.email, outra.pessoa.cpf])).length).toBeGreaterThan(3);

    expect(await totais(m.pessoa.clienteId)).toEqual(antes);
    const { rows } = await t.db.query(
      `SELECT c.nome, c.cpf, c.cidade, c.uf, c.status, c.anonimizado_em IS NOT NULL AS anonimizado, u.email, u.status AS ustatus
         FROM clientes c JOIN users u ON u.cliente_id = c.id WHERE c.id = $1`,
      [m.pessoa.clienteId],
    );
    expect(rows).toEqual([
      {
        nome: `anonimo-${m.pessoa.clienteId}`,
        cpf: null,
        cidade: 'CAMPINAS',
        uf: 'SP',
        status: false,
        anonimizado: true,
        email: `anonimo-${m.pessoa.userId}@anonimizado.invalid`,
        ustatus: 0,
      },
    ]);
    const { rows: audit } = await t.db.query(
      `SELECT data FROM audit_logs WHERE data->>'action' LIKE 'DADOS_PESSOAIS_%' AND data->>'clienteId' = $1 ORDER BY id`,
      [String(m.pessoa.clienteId)],
    );
    expect(audit.map((row) => row.data.action)).toEqual([
      'DADOS_PESSOAIS_EXCLUSAO_SOLICITADA',
      'DADOS_PESSOAIS_ANONIMIZADOS',
    ]);
    expect(audit[1].data).toEqual(expect.objectContaining({ origem: 'titular', email: null, ip: null }));

    // Signing in is impossible (checked last: a sign-in attempt records the e-mail typed, by design).
    const login = await t.http.post('/api/auth/login').send({ email: m.pessoa.email, password: SENHA }).expect(401);
    expect(login.body.message).toBe('E-mail ou senha inválidos.');
  });

  it('anonymising again (ADMIN) changes nothing at all', async () => {
    const antes = await retratoDoBanco(t.db);
    const response = await t.http
      .post(`/api/Clientes/${m.pessoa.clienteId}/anonimizar`)
      .set(m.admin.auth)
      .send({ motivo: 'Pedido repetido por telefone' })
      .expect(200);
    expect(response.body).toEqual({
      message: 'Os dados pessoais deste cliente já estavam anonimizados.',
      anonimizadoEm: expect.any(String),
      jaAnonimizado: true,
    });
    expect(await retratoDoBanco(t.db)).toEqual(antes);
  });

  it('ADMIN anonymises a company: the reason is required and logged, CNPJ and razão social stay, the person goes', async () => {
    const empresa = await criarEmpresa(t, 55443322);
    const semMotivo = await t.http
      .post(`/api/Clientes/${empresa.clienteId}/anonimizar`)
      .set(m.admin.auth)
      .send({ motivo: ' ' })
      .expect(400);
    expect(semMotivo.body.message).toBe('Informe o motivo da anonimização (3 a 500 caracteres).');
    await t.http
      .post(`/api/Clientes/${empresa.clienteId}/anonimizar`)
      .set(m.staff.auth)
      .send({ motivo: 'x' })
      .expect(403);
    await t.http.get(`/api/Clientes/${empresa.clienteId}`).set(m.staff.auth).expect(200);

    const response = await t.http
      .post(`/api/Clientes/${empresa.clienteId}/anonimizar`)
      .set(m.admin.auth)
      .send({ motivo: 'Pedido do titular por e-mail ao encarregado' })
      .expect(200);
    expect(response.body).toEqual(
      expect.objectContaining({ message: 'Dados pessoais do cliente anonimizados.', jaAnonimizado: false }),
    );
    const pessoais = [
      'Orlando Responsavel Quintanilha',
      'orlando.quintanilha@zimbro-exemplo.com.br',
      'orlando.fin@zimbro-exemplo.com.br',
      '1140028922',
      'Alameda Pirilampo Sereno',
      'Vila Umbuzeiro',
      '04567000',
      'Moveis Planejados Pirarucu',
    ];
    expect(await procurarEmTodoOBanco(t.db, pessoais)).toEqual([]);
    const { rows } = await t.db.query('SELECT nome, razao_social, cnpj, ie FROM clientes WHERE id = $1', [
      empresa.clienteId,
    ]);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        nome: 'MARCENARIA ZIMBRO LTDA',
        razao_social: 'MARCENARIA ZIMBRO LTDA',
        ie: '123456789',
      }),
    );
    expect(rows[0].cnpj).toHaveLength(14);
    const { rows: audit } = await t.db.query(
      `SELECT data FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_ANONIMIZADOS' AND data->>'clienteId' = $1`,
      [String(empresa.clienteId)],
    );
    expect(audit[0].data).toEqual(
      expect.objectContaining({
        motivo: 'Pedido do titular por e-mail ao encarregado',
        origem: 'admin',
        userId: m.admin.user.id,
      }),
    );
    const mail = await smtp.next(m.admin.user.email);
    expect(mail.text).toContain('Motivo: Pedido do titular por e-mail ao encarregado');
  });
});
