import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import pg from 'pg';
import type { TestApp } from '../support/test-app.js';
import { emStatus, type Quote, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Issue 25, finding 3: one quotation number became two orders (accept revision 1, then send and
// accept revision 2; or send revision 2 while revision 1 is being accepted).
describe('one quotation number, at most one order', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const staff = (id: number, action: string) => t.http.post(`/api/Cotacoes/${id}/${action}`).set(w.staff.auth);
  const cliente = (id: number, action: string) =>
    t.http.post(`/api/minhas-cotacoes/${id}/${action}`).set(w.clienteUser.auth);

  async function pedidosDoNumero(numero: string): Promise<{ cotacaoId: number; valor: string }[]> {
    const { rows } = await t.db.query(
      `SELECT p.cotacao_id AS "cotacaoId", p.valor::text AS valor
         FROM pedidos p JOIN cotacoes c ON c.id = p.cotacao_id WHERE c.numero = $1 ORDER BY p.id`,
      [numero],
    );
    return rows;
  }

  async function statusDoNumero(numero: string): Promise<string[]> {
    const { rows } = await t.db.query(`SELECT status FROM cotacoes WHERE numero = $1 ORDER BY revisao`, [numero]);
    return rows.map((r) => r.status);
  }

  /** Revision 1 sent, revision 2 a draft of the same number. */
  async function comRevisao(): Promise<{ r1: Quote; r2: Quote }> {
    const r1 = await emStatus(t, w, 'enviada');
    const r2 = (await staff(r1.id, 'revisar').expect(201)).body as Quote;
    return { r1, r2 };
  }

  it('accepting revision 1 closes the draft revision 2 (cancelada); sending it is a 409 that names the accepted revision', async () => {
    const { r1, r2 } = await comRevisao();
    await cliente(r1.id, 'aceitar').expect(200);
    expect(await statusDoNumero(r1.numero)).toEqual(['aceita', 'cancelada']);

    const envio = await staff(r2.id, 'enviar').expect(409);
    expect(envio.body.message).toBe(M.enviarNumeroAceito(1));
    // Never sent, so never the customer's to see: 404, as a draft.
    await cliente(r2.id, 'aceitar').expect(404);
    await t.http.get(`/api/minhas-cotacoes/${r2.id}`).set(w.clienteUser.auth).expect(404);
    const minha = await t.http.get(`/api/minhas-cotacoes/${r1.id}`).set(w.clienteUser.auth).expect(200);
    expect(minha.body.revisoes).toEqual([{ id: r1.id, revisao: 1, status: 'aceita' }]);

    expect(await statusDoNumero(r1.numero)).toEqual(['aceita', 'cancelada']);
    expect(await pedidosDoNumero(r1.numero)).toEqual([{ cotacaoId: r1.id, valor: '1295.04' }]);
    const historico = (await t.http.get(`/api/Cotacoes/${r2.id}`).set(w.staff.auth).expect(200)).body.historico;
    expect(historico.map((e: { tipo: string; detalhe: string | null }) => [e.tipo, e.detalhe])).toEqual([
      ['revisada', 'Revisão 2, a partir da revisão 1'],
      ['cancelada', 'Cancelada: a revisão 1 foi aceita.'],
    ]);
  });

  it('an older sent revision of an accepted number says which revision was accepted', async () => {
    const { r1, r2 } = await comRevisao();
    await staff(r2.id, 'enviar').expect(200);
    await cliente(r2.id, 'aceitar').expect(200);
    for (const acao of ['aceitar', 'recusar'] as const) {
      const response = await cliente(r1.id, acao).expect(409);
      expect(response.body.message).toBe(M.responderNumeroAceito(acao === 'aceitar' ? 'aceita' : 'recusada', 2));
    }
    expect(await statusDoNumero(r1.numero)).toEqual(['substituida', 'aceita']);
  });

  it('a revision of an accepted quotation cannot be created either (409)', async () => {
    const q = await emStatus(t, w, 'aceita');
    const response = await staff(q.id, 'revisar').expect(409);
    expect(response.body.message).toBe(M.revisarStatus);
  });

  it('sending revision 2 while revision 1 is being accepted: one of them wins, never two orders (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const { r1, r2 } = await comRevisao();
      const [envio, aceite] = await Promise.all([staff(r2.id, 'enviar'), cliente(r1.id, 'aceitar')]);
      const statuses = await statusDoNumero(r1.numero);
      if (aceite.status === 200) {
        expect({ envio: envio.status, message: envio.body.message }).toEqual({
          envio: 409,
          message: M.enviarNumeroAceito(1),
        });
        expect(statuses).toEqual(['aceita', 'cancelada']);
        expect(await pedidosDoNumero(r1.numero)).toEqual([{ cotacaoId: r1.id, valor: '1295.04' }]);
      } else {
        expect({ envio: envio.status, aceite: aceite.status, message: aceite.body.message }).toEqual({
          envio: 200,
          aceite: 409,
          message: M.responderStatus('aceita', 'substituida'),
        });
        expect(statuses).toEqual(['substituida', 'enviada']);
        expect(await pedidosDoNumero(r1.numero)).toEqual([]);
      }
    }
  });

  it('two customers accepting two revisions of one number at once: one order', async () => {
    for (let round = 0; round < 3; round++) {
      const { r1, r2 } = await comRevisao();
      const respostas = await Promise.all([
        staff(r2.id, 'enviar'),
        cliente(r1.id, 'aceitar'),
        cliente(r2.id, 'aceitar'),
        cliente(r1.id, 'aceitar'),
      ]);
      expect(respostas.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
      expect((await pedidosDoNumero(r1.numero)).length).toBeLessThanOrEqual(1);
      expect((await statusDoNumero(r1.numero)).filter((s) => s === 'enviada' || s === 'aceita').length).toBe(1);
    }
  });

  describe('the database refuses a second order or a second open revision whatever writes it', () => {
    it('one order per number: a second order for another revision of an accepted number is refused', async () => {
      const { r1, r2 } = await comRevisao();
      await cliente(r1.id, 'aceitar').expect(200);
      await expect(
        t.db.query(
          `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero) VALUES ($1, 1, now(), $2, $3)`,
          [w.cliente, r2.id, r1.numero],
        ),
      ).rejects.toThrow(/pedidos_cotacao_numero_key/);
      // The number stored with an order is the quotation's own (a composite foreign key).
      await expect(
        t.db.query(
          `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero) VALUES ($1, 1, now(), $2, 'COT-1999-000001')`,
          [w.cliente, r2.id],
        ),
      ).rejects.toThrow(/pedidos_cotacao_numero_fkey/);
      await expect(
        t.db.query(`INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id) VALUES ($1, 1, now(), $2)`, [
          w.cliente,
          r2.id,
        ]),
      ).rejects.toThrow(/pedidos_cotacao_numero_check/);
      expect(await pedidosDoNumero(r1.numero)).toEqual([{ cotacaoId: r1.id, valor: '1295.04' }]);
    });

    it('at most one sent-or-accepted revision per number', async () => {
      const { r1, r2 } = await comRevisao();
      await expect(t.db.query(`UPDATE cotacoes SET status = 'enviada' WHERE id = $1`, [r2.id])).rejects.toThrow(
        /cotacoes_numero_aberta_key/,
      );
      await cliente(r1.id, 'aceitar').expect(200);
      await expect(t.db.query(`UPDATE cotacoes SET status = 'enviada' WHERE id = $1`, [r2.id])).rejects.toThrow(
        /cotacoes_numero_aberta_key/,
      );
    });

    it('when only the constraint sees the conflict (a concurrent writer not yet committed), the answer is a 409, not a 500', async () => {
      const r1 = await emStatus(t, w, 'recusada');
      const r2 = (await staff(r1.id, 'revisar').expect(201)).body as Quote;
      // Another writer stores an accepted revision 3 of the same number and has not committed yet:
      // the conditional UPDATE cannot see it; the unique index waits for it, then refuses.
      const outro = new pg.Client({ connectionString: t.config.database.url });
      await outro.connect();
      try {
        await outro.query('BEGIN');
        await outro.query(
          `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, status, validade)
           SELECT numero, ano, seq, 3, cliente_id, vendedor_id, 'aceita', validade FROM cotacoes WHERE id = $1`,
          [r1.id],
        );
        const envio = staff(r2.id, 'enviar').then((r) => r);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await outro.query('COMMIT');
        const response = await envio;
        expect({ status: response.status, message: response.body.message }).toEqual({
          status: 409,
          message: M.enviarNumeroAceito(3),
        });
      } finally {
        await outro.end();
      }
      expect(await statusDoNumero(r1.numero)).toEqual(['recusada', 'rascunho', 'aceita']);
    });
  });
});
