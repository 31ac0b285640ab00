import { auditEntries, callerFor } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { emStatus, useQuoteWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Issue 29: the accept makes a real order (the accepted revision and the customer's fiscal data
// copied), staff search it, invoice or cancel it once, and every login of the customer reads it.
describe('orders', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const aceita = async () => {
    const q = await emStatus(t, w, 'aceita');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM pedidos WHERE cotacao_id = $1', [q.id]);
    return { q, pedidoId: rows[0].id };
  };
  const post = (id: number, acao: string) => t.http.post(`/api/Pedidos/${id}/${acao}`).set(w.staff.auth).send({});

  it('copies the accepted revision as the quotation API answered it and the fiscal data of that moment', async () => {
    const { q, pedidoId } = await aceita();
    const cotacao = (await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200)).body;
    await t.db.query(`UPDATE clientes SET nome = 'Padaria Renomeada', ie = '999' WHERE id = $1`, [w.cliente]);

    const pedido = (await t.http.get(`/api/Pedidos/${pedidoId}`).set(w.staff.auth).expect(200)).body;
    const { historico: _h, revisoes: _r, ...esperado } = cotacao;
    expect(pedido.cotacao).toEqual(esperado);
    expect(pedido).toMatchObject({
      id: pedidoId,
      numero: q.numero,
      cotacaoId: q.id,
      clienteId: w.cliente,
      clienteNome: 'Padaria Pão Quente',
      status: 'aberto',
      total: cotacao.total,
      faturadoEm: null,
      canceladoEm: null,
    });
    expect(pedido.cliente).toMatchObject({ nome: 'Padaria Pão Quente', emailFaturamento: 'fin@padaria.com.br' });
    expect(pedido.cliente.ie).not.toBe('999');
    expect(pedido.cliente.endereco).toEqual(expect.objectContaining({ cep: expect.stringMatching(/^\d{8}$/) }));
    expect(pedido.cotacao.itens).toHaveLength(2);
    await t.db.query(`UPDATE clientes SET nome = 'Padaria Pão Quente' WHERE id = $1`, [w.cliente]);

    const criado = (await auditEntries(t.db, 'PEDIDO_CRIADO')).filter((e) => e.data.idObject === pedidoId);
    expect(criado).toHaveLength(1);
    expect(criado[0].data).toMatchObject({ clienteId: w.cliente, userId: w.clienteUser.user.id });
  });

  it('invoices an open order once, audited once; a second invoice or a cancel is 409 in Portuguese', async () => {
    const { pedidoId } = await aceita();
    const feito = await post(pedidoId, 'faturar').expect(200);
    expect(feito.body.message).toBe('Pedido faturado.');
    expect(feito.body.pedido).toMatchObject({ id: pedidoId, status: 'faturado', versao: 1 });
    expect(feito.body.pedido.faturadoEm).toBe('2026-11-24T15:00:00.000Z');
    for (const acao of ['faturar', 'cancelar'])
      expect((await post(pedidoId, acao).expect(409)).body.message).toBe(
        'Este pedido já foi faturado: não pode ser faturado nem cancelado.',
      );
    const trilha = (await auditEntries(t.db, 'PEDIDO_FATURADO')).filter((e) => e.data.idObject === pedidoId);
    expect(trilha).toHaveLength(1);
    expect(trilha[0].data).toMatchObject({
      userId: w.staff.user.id,
      clienteId: w.cliente,
      changes: { status: { de: 'aberto', para: 'faturado' } },
    });
  });

  it('cancels an open order; then nothing moves it', async () => {
    const { pedidoId } = await aceita();
    expect((await post(pedidoId, 'cancelar').expect(200)).body.pedido.status).toBe('cancelado');
    expect((await post(pedidoId, 'faturar').expect(409)).body.message).toBe(
      'Este pedido já foi cancelado: não pode ser faturado nem cancelado.',
    );
    expect((await auditEntries(t.db, 'PEDIDO_CANCELADO')).filter((e) => e.data.idObject === pedidoId)).toHaveLength(1);
    expect((await post(999999, 'cancelar').expect(404)).body.message).toBe('Pedido não encontrado.');
  });

  it('of two staff members acting at once, one wins and the other gets 409', async () => {
    const { pedidoId } = await aceita();
    const outro = await callerFor(t, 'ADMIN');
    const respostas = await Promise.all([
      t.http.post(`/api/Pedidos/${pedidoId}/faturar`).set(w.staff.auth).send({}),
      t.http.post(`/api/Pedidos/${pedidoId}/cancelar`).set(outro.auth).send({}),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_logs WHERE data->>'action' IN ('PEDIDO_FATURADO', 'PEDIDO_CANCELADO')
          AND (data->>'idObject')::int = $1`,
      [pedidoId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('searches by number, customer, status and period, pages, and exports the same rows as CSV', async () => {
    const { q, pedidoId } = await aceita();
    const busca = async (query: Record<string, string>) =>
      (await t.http.get('/api/Pedidos').query(query).set(w.staff.auth).expect(200)).body;
    const numero = q.numero.slice(-4);
    expect((await busca({ numero })).data.map((p: { id: number }) => p.id)).toEqual([pedidoId]);
    expect((await busca({ cliente: 'pao quente', status: 'todos' })).totalCount).toBeGreaterThanOrEqual(1);
    expect((await busca({ cliente: 'Oficina Outra' })).totalCount).toBe(0);
    expect((await busca({ status: 'aberto', emitidoDe: '2026-11-24', emitidoAte: '2026-11-24' })).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pedidoId, status: 'aberto' })]),
    );
    expect((await busca({ emitidoDe: '2026-11-25' })).totalCount).toBe(0);
    const pagina = await busca({ pageSize: '15', page: '1', sortField: 'total', sortDirection: 'asc' });
    expect(pagina.totalCount).toBeGreaterThanOrEqual(pagina.data.length);

    const bad = await t.http.get('/api/Pedidos').query({ status: 'pago' }).set(w.staff.auth).expect(400);
    expect(bad.body.errors.status).toEqual(['Status do pedido inválido: use aberto, faturado, cancelado ou todos.']);

    const csv = await t.http.get('/api/Pedidos/export').query({ numero }).set(w.staff.auth).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const linhas = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('ID;Número;Status;Cliente;CPF/CNPJ;Total (R$);Emitido em;Faturado em;Cancelado em');
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toContain(`${pedidoId};${q.numero};Aberto;Padaria Pão Quente;`);
  });

  it("every login of the customer reads the customer's orders; another customer's are 404", async () => {
    const { pedidoId } = await aceita();
    const colega = await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Colega da Padaria' });
    const lista = (await t.http.get('/api/meus-pedidos').set(colega.auth).expect(200)).body;
    expect(lista.data.map((p: { id: number }) => p.id)).toContain(pedidoId);
    const meu = (await t.http.get(`/api/meus-pedidos/${pedidoId}`).set(colega.auth).expect(200)).body;
    expect(meu).toMatchObject({ id: pedidoId, clienteId: w.cliente, status: 'aberto' });

    expect((await t.http.get(`/api/meus-pedidos/${pedidoId}`).set(w.outroUser.auth).expect(404)).body.message).toBe(
      'Pedido não encontrado.',
    );
    expect((await t.http.get('/api/meus-pedidos').set(w.outroUser.auth).expect(200)).body.data).toEqual([]);
    await t.http.get('/api/Pedidos').set(colega.auth).expect(403);
    await t.http.get('/api/meus-pedidos').set(w.staff.auth).expect(403);
  });
});
