import { maskCpf, maskPhone } from '@portal/shared/masks';
import { cpfFrom } from '@portal/test-support';
import { ForgotPasswordService } from '../../src/modules/auth/forgot-password.service.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criarProdutos, criarVizinha, type Vizinha } from './vizinhos.js';

type Linha = Record<string, unknown> & { data?: Record<string, unknown> };
const arquivo = (response: { text: string }) => JSON.parse(response.text) as { tabelas: Record<string, Linha[]> };

const ESTRANHO = { nome: 'Estranho Wagner Lima', telefone: '31987651234', ip: '10.99.1.2' };
const IP_DELA = '10.42.0.7';

// Probe finding F3: anyone may type a customer's confirmed address in the public forms. The row stays
// linked to her (she may ask about it; her deletion removes it), but her export hands over nothing of
// whoever typed it: no IP, and of a message sent signed out only that it arrived, when and to which address.
describe('LGPD export: what a stranger typed with her address', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let v: Vizinha;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000', TRUST_PROXY: 'true' }));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    v = await criarVizinha(t, staff, await criarProdutos(t), {
      nome: 'Teodora Titular Bastos',
      email: 'teodora.titular@exemplo.com.br',
      emailFaturamento: 'teodora.titular@exemplo.com.br',
      telefone: '11955554444',
      cep: '01310100',
      logradouro: 'Rua Teodora',
      bairro: 'Bela Vista',
      complemento: 'Casa T',
    });
  });
  afterAll(() => closeAll(smtp, t));

  it('keeps the link but no IP, name, phone or text of a stranger; her own signed-in message stays whole', async () => {
    const { email } = v.dados;
    const deFora = (path: string, body: object) => t.http.post(path).set('X-Forwarded-For', ESTRANHO.ip).send(body);
    await deFora('/api/public/contato', { ...ESTRANHO, email, mensagem: 'Quero os dados da Teodora.' }).expect(200);
    await deFora('/api/auth/forgot-password', { email }).expect(200);
    await deFora('/api/Auth/login', { email, password: 'errada-123' }).expect(401);
    await deFora('/api/public/PublicClientes', {
      tipo_pessoa: 'pf',
      nome: ESTRANHO.nome,
      email,
      cpf: maskCpf(cpfFrom(424242424)),
      cnpj: null,
      razao_social: null,
    });
    await t.http
      .post('/api/public/contato')
      .set(v.auth)
      .set('X-Forwarded-For', IP_DELA)
      .send({ nome: v.dados.nome, email, telefone: '11955554444', mensagem: 'Escrevo com a minha sessão.' })
      .expect(200);
    await t.app.get(ForgotPasswordService).settled();
    await smtp.drained(t.db);

    const response = await t.http
      .get('/api/meusdados/exportar')
      .set(v.auth)
      .set('X-Forwarded-For', IP_DELA)
      .expect(200);
    const deles = [ESTRANHO.nome, ESTRANHO.telefone, maskPhone(ESTRANHO.telefone), ESTRANHO.ip, 'dados da Teodora'];
    expect(deles.filter((valor) => response.text.includes(valor))).toEqual([]);

    const { tabelas } = arquivo(response);
    const semSessao = tabelas.contatos.filter((c) => c.enviadaSemSessao === true);
    // Her own message of criarVizinha (signed out) and the stranger's: both only "arrived, when, to".
    expect(semSessao).toHaveLength(2);
    for (const c of semSessao) {
      expect(Object.keys(c).sort()).toEqual(['cliente_id', 'criado_em', 'email', 'enviadaSemSessao', 'id', 'user_id']);
      expect(c.email).toBe(email);
    }
    expect(tabelas.contatos.filter((c) => c.enviadaSemSessao === false)).toEqual([
      expect.objectContaining({ nome: v.dados.nome, ip: IP_DELA, mensagem: 'Escrevo com a minha sessão.' }),
    ]);

    const acoes = (nome: string) => tabelas.audit_logs.filter((l) => l.data?.action === nome);
    for (const acao of ['FORGOT_PASSWORD', 'LOGIN_FAILED', 'PUBLIC_REGISTRATION_EMAIL_EXISTS']) {
      expect(acoes(acao).length).toBeGreaterThan(0);
      for (const linha of acoes(acao)) expect(linha.data).not.toHaveProperty('ip');
    }
    // What she did in her session keeps its IP.
    expect(acoes('MEUS_DADOS_UPDATED').length).toBeGreaterThan(0);
    expect(acoes('MEUS_DADOS_UPDATED').filter((l) => typeof l.data?.ip !== 'string')).toEqual([]);
    expect(acoes('CONTATO_RECEBIDO').map((l) => l.message)).toEqual(
      expect.arrayContaining(['Mensagem recebida pelo Fale conosco']),
    );
  });
});
