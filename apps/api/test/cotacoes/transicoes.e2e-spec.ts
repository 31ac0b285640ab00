import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { insertCliente } from '@portal/test-support';
import type { TestApp } from '../support/test-app.js';
import { body, emStatus, pedidosDe, type Quote, row, useQuoteWorld, type World } from './cotacoes-helpers.js';

const STATUSES = ['rascunho', 'enviada', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const;
type Status = (typeof STATUSES)[number];
type Acao = 'editar' | 'excluir' | 'enviar' | 'cancelar' | 'revisar' | 'duplicar' | 'aceitar' | 'recusar';

// What each action answers in each status: [code, message or undefined on success, the row's status after].
type Cell = [number, string | undefined, Status | 'apagada'];
const refused =
  (message: string) =>
  (status: Status): Cell => [409, message, status];
const respond =
  (acao: 'aceita' | 'recusada') =>
  (status: Status): Cell =>
    status === 'rascunho' ? [404, undefined, 'rascunho'] : [409, M.responderStatus(acao, status), status];

const EXPECTED: Record<Acao, (status: Status) => Cell> = {
  editar: (s) => (s === 'rascunho' ? [200, undefined, 'rascunho'] : refused(M.somenteRascunhoEditar)(s)),
  excluir: (s) => (s === 'rascunho' ? [200, M.excluida, 'apagada'] : refused(M.somenteRascunhoExcluir)(s)),
  enviar: (s) => (s === 'rascunho' ? [200, undefined, 'enviada'] : refused(M.somenteRascunhoEnviar)(s)),
  cancelar: (s) => (s === 'enviada' ? [200, undefined, 'cancelada'] : refused(M.somenteEnviadaCancelar)(s)),
  revisar: (s) => (['enviada', 'recusada', 'expirada'].includes(s) ? [201, undefined, s] : refused(M.revisarStatus)(s)),
  duplicar: (s) => [201, undefined, s],
  aceitar: (s) => (s === 'enviada' ? [200, M.aceita, 'aceita'] : respond('aceita')(s)),
  recusar: (s) => (s === 'enviada' ? [200, undefined, 'recusada'] : respond('recusada')(s)),
};

describe('the transition matrix: every action in every status', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  function act(acao: Acao, q: Quote) {
    const staff = (method: 'post' | 'put' | 'delete', path: string) => t.http[method](path).set(w.staff.auth);
    const cliente = (action: string) => t.http.post(`/api/minhas-cotacoes/${q.id}/${action}`).set(w.clienteUser.auth);
    switch (acao) {
      case 'editar':
        return staff('put', `/api/Cotacoes/${q.id}`).send(body(w, { versao: q.versao, observacoes: 'editada' }));
      case 'excluir':
        return staff('delete', `/api/Cotacoes/${q.id}`);
      case 'duplicar':
        return staff('post', `/api/Cotacoes/${q.id}/duplicar`).send({ clienteId: w.outroCliente });
      case 'aceitar':
        return cliente('aceitar');
      case 'recusar':
        return cliente('recusar').send({ motivo: 'Preço alto' });
      default:
        return staff('post', `/api/Cotacoes/${q.id}/${acao}`);
    }
  }

  const cells = (Object.keys(EXPECTED) as Acao[]).flatMap((acao) => STATUSES.map((status) => [acao, status] as const));

  it.each(cells)('%s on %s', async (acao, status) => {
    const q = await emStatus(t, w, status);
    const [code, message, after] = EXPECTED[acao](status);
    const auditBefore = await t.db.query(`SELECT count(*)::int AS n FROM audit_logs`);
    const response = await act(acao, q);
    expect({ code: response.status, message: response.body.message }).toEqual({
      code,
      message: code < 300 ? message : (message ?? expect.any(String)),
    });
    const now = await row(t, q.id);
    expect(now?.status ?? 'apagada').toBe(after);
    const audited = (await t.db.query(`SELECT count(*)::int AS n FROM audit_logs`)).rows[0].n > auditBefore.rows[0].n;
    expect(audited).toBe(code < 300);
    if (code >= 300) expect(now.versao).toBe(q.versao);
    if (acao === 'aceitar')
      expect((await pedidosDe(t, q.id)).length).toBe(code === 200 ? 1 : status === 'aceita' ? 1 : 0);
    if (acao === 'revisar' && code === 201) {
      expect(response.body).toMatchObject({ numero: q.numero, revisao: q.revisao + 1, status: 'rascunho', versao: 1 });
      expect(response.body.itens).toHaveLength(2);
    }
    if (acao === 'duplicar') {
      expect(response.body).toMatchObject({
        revisao: 1,
        status: 'rascunho',
        clienteId: w.outroCliente,
        total: 1295.04,
      });
      expect(response.body.numero).not.toBe(q.numero);
    }
    if (acao === 'recusar' && code === 200)
      expect(response.body).toMatchObject({ status: 'recusada', motivoRecusa: 'Preço alto' });
  });

  it('sending a revision makes the older sent revision substituida; only the newest revision can be revised', async () => {
    const q = await emStatus(t, w, 'enviada');
    const r2 = (await t.http.post(`/api/Cotacoes/${q.id}/revisar`).set(w.staff.auth).expect(201)).body;
    const again = await t.http.post(`/api/Cotacoes/${q.id}/revisar`).set(w.staff.auth).expect(409);
    // F16: the answer names the newest revision, so the page can link to it (the message unchanged).
    expect(again.body).toMatchObject({ message: M.revisarExisteNova, revisaoMaisNovaId: r2.id });
    expect((await row(t, q.id)).status).toBe('enviada');
    const sent = await t.http.post(`/api/Cotacoes/${r2.id}/enviar`).set(w.staff.auth).expect(200);
    expect(sent.body.revisoes).toEqual([
      { id: q.id, revisao: 1, status: 'substituida' },
      { id: r2.id, revisao: 2, status: 'enviada' },
    ]);
    const history = (await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth)).body.historico;
    expect(history.map((e: { tipo: string }) => e.tipo)).toEqual(['criada', 'enviada', 'substituida']);
  });

  it.each<[string, string, string]>([
    [
      'no lines',
      `UPDATE cotacoes SET validade = validade WHERE id = $1; DELETE FROM cotacao_itens WHERE cotacao_id = $1`,
      M.enviarSemItens,
    ],
    [
      'an inactive customer',
      `UPDATE clientes SET status = false WHERE id = (SELECT cliente_id FROM cotacoes WHERE id = $1)`,
      M.clienteInativo,
    ],
    ['a validity in the past', `UPDATE cotacoes SET validade = '2026-11-23' WHERE id = $1`, M.validadePassada],
  ])('Enviar refuses a draft with %s (409, the row stays a draft)', async (_name, sql, message) => {
    const q = await emStatus(t, w, 'rascunho');
    for (const statement of sql.split('; ')) await t.db.query(statement, [q.id]);
    try {
      const response = await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(409);
      expect(response.body.message).toBe(message);
      expect((await row(t, q.id)).status).toBe('rascunho');
    } finally {
      await t.db.query(`UPDATE clientes SET status = true`);
    }
  });

  it('Enviar refuses a customer without any recipient', async () => {
    const semEmail = await insertCliente(t.db, { nome: 'Sem Email', cpf: '52998224725' });
    const q = (
      await t.http
        .post('/api/Cotacoes')
        .set(w.staff.auth)
        .send(body(w, { clienteId: semEmail.id }))
    ).body;
    const response = await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(409);
    expect(response.body.message).toBe(M.enviarSemDestinatario);
  });
});
