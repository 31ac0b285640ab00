import fc from 'fast-check';
import { controleDeDirecaoMessage } from '@portal/shared/messages';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Probe 4, F13: U+202E and the other bidirectional controls went through in customer questions, staff
// answers and Fale conosco, reaching staff e-mails and pages reordered. Every free text refuses them
// with the field's message (textoLivreError in packages/shared); nothing is saved, nothing is mailed.
const RLO = '\u202e';
const mensagem = (label: string, ...codigos: string[]) => controleDeDirecaoMessage(label, codigos);

describe('bidirectional controls are refused in every free text', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;
  let admin: Caller;
  let cotacaoId: number;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    w = await makeWorld(t);
    admin = await callerFor(t, 'ADMIN');
    cotacaoId = (await criar(t, w)).id;
    await t.http.post(`/api/Cotacoes/${cotacaoId}/enviar`).set(w.staff.auth).expect(200);
  });
  afterAll(() => closeAll(smtp, t));
  beforeEach(() => t.db.query('DELETE FROM throttle_counters'));

  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  const refused = (body: { message: string; errors?: Record<string, string[]> }, field: string, message: string) => {
    expect(body.errors?.[field]).toEqual([message]);
    expect(body.message).toContain(message);
  };

  it('a customer question and a staff answer', async () => {
    const antes = await count('cotacao_mensagens');
    const pergunta = await t.http
      .post(`/api/minhas-cotacoes/${cotacaoId}/mensagens`)
      .set(w.clienteUser.auth)
      .send({ texto: `Segue o anexo ${RLO}fdp.exe` })
      .expect(400);
    refused(pergunta.body, 'texto', mensagem('Mensagem', 'U+202E'));
    const resposta = await t.http
      .post(`/api/Cotacoes/${cotacaoId}/mensagens`)
      .set(w.staff.auth)
      .send({ texto: 'ok \u2066isolado\u2069' })
      .expect(400);
    refused(resposta.body, 'texto', mensagem('Mensagem', 'U+2066', 'U+2069'));
    expect(await count('cotacao_mensagens')).toBe(antes);
  });

  it('Fale conosco: name and message', async () => {
    const antes = await count('contatos');
    const { body } = await t.http
      .post('/api/public/contato')
      .send({ nome: 'Ana \u202bSouza', email: 'ana@exemplo.com.br', mensagem: `Olá ${RLO}` })
      .expect(400);
    expect(body.errors).toEqual({
      nome: [mensagem('Nome', 'U+202B')],
      mensagem: [mensagem('Mensagem', 'U+202E')],
    });
    expect(await count('contatos')).toBe(antes);
  });

  it("a staff member's name, a contact invited to the portal, the refusal reason, the anonymisation reason", async () => {
    const role = (await t.db.query(`SELECT id FROM roles WHERE normalized_name = 'COMERCIAL'`)).rows[0].id;
    const usuario = await t.http
      .post('/api/UsuariosInternos')
      .set(admin.auth)
      .send({ email: 'novo@empresa.com.br', name: `Rui ${RLO}Lopes`, status: 1, roleId: role })
      .expect(400);
    refused(usuario.body, 'name', mensagem('Nome', 'U+202E'));
    const contato = await t.http
      .post(`/api/Clientes/${w.cliente}/usuarios`)
      .set(w.staff.auth)
      .send({ nome: 'Bia \u202dLima', email: 'bia@padaria.com.br' })
      .expect(400);
    refused(contato.body, 'nome', mensagem('Nome', 'U+202D'));
    const recusa = await t.http
      .post(`/api/minhas-cotacoes/${cotacaoId}/recusar`)
      .set(w.clienteUser.auth)
      .send({ motivo: `caro ${RLO}` })
      .expect(400);
    refused(recusa.body, 'motivo', mensagem('Motivo', 'U+202E'));
    const anonimizar = await t.http
      .post(`/api/Clientes/${w.outroCliente}/anonimizar`)
      .set(admin.auth)
      .send({ motivo: 'pedido do titular \u2067' })
      .expect(400);
    refused(anonimizar.body, 'motivo', mensagem('Motivo', 'U+2067'));
    const estados = await t.db.query(
      `SELECT (SELECT status FROM cotacoes WHERE id = $1) AS cotacao, (SELECT anonimizado_em FROM clientes WHERE id = $2) AS anon`,
      [cotacaoId, w.outroCliente],
    );
    expect(estados.rows[0]).toEqual({ cotacao: 'enviada', anon: null });
    expect(await count(`users WHERE email IN ('novo@empresa.com.br', 'bia@padaria.com.br')`)).toBe(0);
  });

  it('property: a question is refused exactly when it has a control, and saved as typed (in NFC) otherwise', async () => {
    const controle = fc.constantFrom(...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069');
    const texto = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => !/\p{Cc}/u.test(s));
    await fc.assert(
      fc.asyncProperty(texto, fc.option(controle, { nil: undefined }), async (base, ctrl) => {
        await t.db.query('DELETE FROM throttle_counters');
        const enviado = `x${base}${ctrl ?? ''}y`;
        const answer = await t.http
          .post(`/api/minhas-cotacoes/${cotacaoId}/mensagens`)
          .set(w.clienteUser.auth)
          .send({ texto: enviado });
        const controles = [...enviado].filter((c) => /[\u202a-\u202e\u2066-\u2069]/.test(c));
        if (controles.length) {
          expect(answer.status).toBe(400);
          expect(answer.body.errors.texto[0]).toMatch(/^Mensagem tem caracteres que invertem a direção do texto/);
        } else {
          expect([answer.status, answer.body.texto]).toEqual([201, enviado.normalize('NFC')]);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
