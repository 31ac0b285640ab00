import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criarPessoa, SENHA, type Mundo } from './titular.js';

// Issue 26: the questions on a quotation are personal data. The export lists the thread of the
// quotations the customer received (staff by role); the anonymisation empties every text of it and
// the customer's authorship, keeping who-wrote-when.
describe('LGPD: the thread of a quotation', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let m: Mundo;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    m = await criarPessoa(t, smtp, 271828183);
    const id = m.pessoa.cotacaoEnviada;
    await t.http
      .post(`/api/minhas-cotacoes/${id}/mensagens`)
      .set(m.pessoa.auth)
      .send({ texto: `Aqui é ${m.pessoa.nome}; entregam em ${m.pessoa.logradouro}?` })
      .expect(201);
    await t.http
      .post(`/api/Cotacoes/${id}/mensagens`)
      .set(m.staff.auth)
      .send({ texto: `Sim, ${m.pessoa.nome}.` })
      .expect(201);
    await smtp.drained(t.db);
  });
  afterAll(() => closeAll(smtp, t));

  it('the export holds both messages, the staff author by role only', async () => {
    const response = await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(200);
    const file = JSON.parse(response.text) as { tabelas: Record<string, Record<string, unknown>[]> };
    expect(file.tabelas.cotacao_mensagens).toEqual([
      expect.objectContaining({
        do_cliente: true,
        texto: expect.stringContaining(m.pessoa.logradouro),
        por: 'CLIENTE',
      }),
      expect.objectContaining({ do_cliente: false, texto: `Sim, ${m.pessoa.nome}.`, por: 'COMERCIAL' }),
    ]);
    expect(file.tabelas.cotacao_mensagens[1]).not.toHaveProperty('autor_id');
    expect(file.tabelas.cotacao_eventos.filter((e) => e.tipo === 'mensagem')).toHaveLength(2);
  });

  it('the anonymisation empties the thread’s texts and the customer’s authorship; staff still see who wrote when', async () => {
    await t.http.post('/api/meusdados/excluir-conta').set(m.pessoa.auth).send({ senha: SENHA }).expect(200);
    const { rows } = await t.db.query(
      `SELECT do_cliente, autor_id, texto FROM cotacao_mensagens WHERE cotacao_id = $1 ORDER BY id`,
      [m.pessoa.cotacaoEnviada],
    );
    expect(rows).toEqual([
      { do_cliente: true, autor_id: null, texto: null },
      { do_cliente: false, autor_id: m.staff.user.id, texto: null },
    ]);
    const { body } = await t.http
      .get(`/api/Cotacoes/${m.pessoa.cotacaoEnviada}/mensagens`)
      .set(m.staff.auth)
      .expect(200);
    expect(body).toMatchObject([
      { doCliente: true, autorId: null, autorNome: null, texto: null },
      { doCliente: false, texto: null },
    ]);
  });
});
