import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { auditEntries } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { body, criar, useQuoteWorld, type World } from './cotacoes-helpers.js';

describe('quotations API (staff)', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('creates a draft with a yearly number, snapshots and exact totals', async () => {
    const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w)).expect(201);
    expect(response.body).toMatchObject({
      numero: expect.stringMatching(/^COT-2026-\d{6}$/),
      revisao: 1,
      status: 'rascunho',
      clienteId: w.cliente,
      clienteNome: 'Padaria Pão Quente',
      vendedorId: w.staff.user.id,
      vendedorNome: 'Vera Vendedora',
      validade: '2026-12-09',
      // 2.5 x 19.99 = 49.975 -> 49.98 gross; x 0.9 = 44.9775 -> 44.98 net
      subtotal: 1284.54,
      descontos: 5,
      frete: 15.5,
      total: 1295.04,
      pedidoId: null,
      versao: 1,
      condicoesPagamento: '30 dias',
      itens: [
        {
          produtoId: w.produtos[0],
          sku: 'CAB-001',
          nome: 'Cabo de rede',
          tipo: 'p',
          descricao: 'Cat6 azul',
          quantidade: 2.5,
          unidade: 'M',
          precoUnitario: 19.99,
          descontoPercentual: 10,
          total: 44.98,
        },
        expect.objectContaining({ sku: 'INS-001', unidade: 'UN', total: 1234.56, descontoPercentual: 0 }),
      ],
      historico: [expect.objectContaining({ tipo: 'criada', usuarioNome: 'Vera Vendedora' })],
      revisoes: [{ id: response.body.id, revisao: 1, status: 'rascunho' }],
    });
    const { rows } = await t.db.query(`SELECT total::text, subtotal::text FROM cotacoes WHERE id = $1`, [
      response.body.id,
    ]);
    expect(rows[0]).toEqual({ total: '1295.04', subtotal: '1284.54' });
    expect((await auditEntries(t.db, 'COTACAO_CRIADA')).at(-1)?.message).toContain(response.body.numero);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no customer', { clienteId: undefined }, M.clienteRequired],
    ['a customer that does not exist', { clienteId: 99999 }, M.clienteNotFound],
    ['a validity in the past', { validade: '2026-11-23' }, M.validadePassada],
    ['a bad date', { validade: '2026-02-30' }, M.validadeInvalid],
    [
      '4 decimals of quantity',
      { itens: [{ produtoId: 1, quantidade: 1.0001, precoUnitario: 1 }] },
      M.itemQuantidadeInvalid,
    ],
    ['3 decimals of price', { itens: [{ produtoId: 1, quantidade: 1, precoUnitario: 1.001 }] }, M.itemPrecoInvalid],
    [
      'a discount over 100',
      { itens: [{ produtoId: 1, quantidade: 1, precoUnitario: 1, descontoPercentual: 101 }] },
      M.itemDescontoInvalid,
    ],
    ['a float sum as freight', { frete: 0.1 + 0.2 }, M.freteInvalid],
    [
      'a product that does not exist',
      { itens: [{ produtoId: 99999, quantidade: 1, precoUnitario: 1 }] },
      M.produtoIndisponivel([99999]),
    ],
  ])('refuses %s with a 400 and its message', async (_name, extra, message) => {
    const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, extra)).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('refuses an inactive product on a new line but keeps an existing line of a product deactivated later', async () => {
    const q = await criar(t, w);
    await t.db.query(`UPDATE produtos SET status = false, nome = 'Cabo renomeado' WHERE id = $1`, [w.produtos[0]]);
    try {
      const again = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w)).expect(400);
      expect(again.body.message).toBe(M.produtoIndisponivel([w.produtos[0]]));
      const edited = await t.http
        .put(`/api/Cotacoes/${q.id}`)
        .set(w.staff.auth)
        .send(body(w, { versao: q.versao, frete: 0 }))
        .expect(200);
      expect(edited.body.itens[0]).toMatchObject({ nome: 'Cabo de rede', sku: 'CAB-001' });
      expect(edited.body).toMatchObject({ versao: 2, frete: 0, total: 1279.54 });
    } finally {
      await t.db.query(`UPDATE produtos SET status = true, nome = 'Cabo de rede' WHERE id = $1`, [w.produtos[0]]);
    }
  });

  it('edits with optimistic concurrency: the stale version gets 409 and changes nothing', async () => {
    const q = await criar(t, w);
    await t.http
      .put(`/api/Cotacoes/${q.id}`)
      .set(w.staff.auth)
      .send(body(w, { versao: 1, observacoes: 'A' }))
      .expect(200);
    const stale = await t.http
      .put(`/api/Cotacoes/${q.id}`)
      .set(w.staff.auth)
      .send(body(w, { versao: 1, observacoes: 'B' }))
      .expect(409);
    expect(stale.body.message).toBe(M.versaoStale);
    const now = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(now.body).toMatchObject({ observacoes: 'A', versao: 2 });
    const noVersion = await t.http.put(`/api/Cotacoes/${q.id}`).set(w.staff.auth).send(body(w)).expect(400);
    expect(noVersion.body.message).toBe(M.versaoRequired);
    expect((await auditEntries(t.db, 'COTACAO_EDITADA')).length).toBeGreaterThan(0);
  });

  it('deletes a draft (404 afterwards) and writes the audit entry', async () => {
    const q = await criar(t, w);
    const response = await t.http.delete(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(response.body).toEqual({ message: M.excluida });
    await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(404);
    expect((await auditEntries(t.db, 'COTACAO_DELETED')).at(-1)?.message).toContain(q.numero);
  });

  it('searches by número, cliente name or document, status, vendedor and periods, with whitelisted sorts', async () => {
    const other = await criar(t, w, { clienteId: w.outroCliente, validade: '2027-01-10' });
    const search = (query: Record<string, string | number>) =>
      t.http.get('/api/Cotacoes').query(query).set(w.staff.auth).expect(200);
    const byName = await search({ cliente: 'oficina' });
    expect(byName.body.data.map((r: { id: number }) => r.id)).toEqual([other.id]);
    expect(byName.body.totalCount).toBe(1);
    expect(byName.body.data[0]).toEqual({
      id: other.id,
      numero: other.numero,
      revisao: 1,
      status: 'rascunho',
      clienteId: w.outroCliente,
      clienteNome: 'Oficina Outra',
      vendedorId: w.staff.user.id,
      vendedorNome: 'Vera Vendedora',
      validade: '2027-01-10',
      total: 1295.04,
      pedidoId: null,
      criadoEm: expect.any(String),
    });
    expect((await search({ numero: other.numero.toLowerCase() })).body.totalCount).toBe(1);
    // The quotation follows its customer's renames (kept by triggers).
    await t.db.query(`UPDATE clientes SET nome = 'Oficina Renomeada Ágil' WHERE id = $1`, [w.outroCliente]);
    expect((await search({ cliente: 'agil' })).body.data.map((r: { id: number }) => r.id)).toEqual([other.id]);
    await t.db.query(`UPDATE clientes SET nome = 'Oficina Outra' WHERE id = $1`, [w.outroCliente]);
    expect((await search({ cliente: 'agil' })).body.totalCount).toBe(0);
    expect((await search({ validadeDe: '2027-01-01', validadeAte: '2027-01-31' })).body.totalCount).toBe(1);
    expect((await search({ status: 'enviada' })).body.totalCount).toBe(0);
    const all = await search({ criadaDe: '2026-11-24', criadaAte: '2026-11-24', vendedorId: w.staff.user.id });
    expect(all.body.totalCount).toBeGreaterThan(1);
    const sorted = await search({ sortField: 'cliente', sortDirection: 'desc' });
    expect(sorted.body.data[sorted.body.data.length - 1].clienteNome).toBe('Oficina Outra');
    const bad = await t.http.get('/api/Cotacoes').query({ sortField: 'senha' }).set(w.staff.auth).expect(400);
    expect(bad.body.message).toBeTruthy();
    const badStatus = await t.http.get('/api/Cotacoes').query({ status: 'talvez' }).set(w.staff.auth).expect(400);
    expect(badStatus.body.message).toBe(M.statusFilterInvalid);
  });

  it('exports the search as CSV', async () => {
    const response = await t.http
      .get('/api/Cotacoes/export')
      .query({ cliente: 'oficina' })
      .set(w.staff.auth)
      .expect(200);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('ID;Número;Revisão;Status;Cliente;Vendedor;Validade;Total (R$);Pedido;Criada em');
    expect(lines[1]).toContain(';Oficina Outra;Vera Vendedora;10/01/2027;1295,04;');
    expect(lines).toHaveLength(2);
  });

  it('suggests active customers and products by name or document/SKU prefix, top 10', async () => {
    const clientes = await t.http.get('/api/Clientes/sugestoes').query({ q: 'pada' }).set(w.staff.auth).expect(200);
    expect(clientes.body).toEqual([
      {
        id: w.cliente,
        nome: 'Padaria Pão Quente',
        documento: expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
        tipo_pessoa: 'pf',
      },
    ]);
    const { rows } = await t.db.query(`SELECT cpf FROM clientes WHERE id = $1`, [w.cliente]);
    const byDoc = await t.http
      .get('/api/Clientes/sugestoes')
      .query({ q: rows[0].cpf.slice(0, 5) })
      .set(w.staff.auth);
    expect(byDoc.body.map((c: { id: number }) => c.id)).toEqual([w.cliente]);
    expect((await t.http.get('/api/Clientes/sugestoes').query({ q: 'p' }).set(w.staff.auth)).body).toEqual([]);
    const produtos = await t.http.get('/api/Produtos/sugestoes').query({ q: 'cab' }).set(w.staff.auth).expect(200);
    expect(produtos.body).toEqual([
      {
        id: w.produtos[0],
        sku: 'CAB-001',
        nome: 'Cabo de rede',
        tipo: 'p',
        preco: 12.5,
        unidade: 'M',
        ipiPercentual: 0,
      },
    ]);
    expect((await t.http.get('/api/Produtos/sugestoes').query({ q: 'ins' }).set(w.staff.auth)).body[0].sku).toBe(
      'INS-001',
    );
    await t.db.query(`UPDATE clientes SET status = false WHERE id = $1`, [w.outroCliente]);
    expect((await t.http.get('/api/Clientes/sugestoes').query({ q: 'ofi' }).set(w.staff.auth)).body).toEqual([]);
    await t.db.query(`UPDATE clientes SET status = true WHERE id = $1`, [w.outroCliente]);
    await t.http.get('/api/Produtos/sugestoes').query({ q: 'cab' }).set(w.clienteUser.auth).expect(403);
  });

  it('a CLIENTE gets 403 on the staff routes and never sees drafts or another customer (404)', async () => {
    const draft = await criar(t, w);
    await t.http.get(`/api/Cotacoes/${draft.id}`).set(w.clienteUser.auth).expect(403);
    await t.http.get(`/api/minhas-cotacoes/${draft.id}`).set(w.clienteUser.auth).expect(404);
    const sent = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${sent.id}/enviar`).set(w.staff.auth).expect(200);
    const mine = await t.http.get(`/api/minhas-cotacoes/${sent.id}`).set(w.clienteUser.auth).expect(200);
    expect(mine.body).toMatchObject({
      id: sent.id,
      status: 'enviada',
      historico: [],
      revisoes: [{ id: sent.id, revisao: 1, status: 'enviada' }],
    });
    for (const path of [`/api/minhas-cotacoes/${sent.id}`, `/api/minhas-cotacoes/999999`]) {
      const response = await t.http.get(path).set(w.outroUser.auth).expect(404);
      expect(response.body.message).toBeTruthy();
    }
    await t.http.post(`/api/minhas-cotacoes/${sent.id}/aceitar`).set(w.outroUser.auth).expect(404);
    await t.http.post(`/api/minhas-cotacoes/${sent.id}/recusar`).set(w.outroUser.auth).send({}).expect(404);
    const list = await t.http.get('/api/minhas-cotacoes').set(w.clienteUser.auth).expect(200);
    expect(list.body.data.map((r: { status: string }) => r.status)).not.toContain('rascunho');
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(sent.id);
    const theirs = await t.http.get('/api/minhas-cotacoes').set(w.outroUser.auth).expect(200);
    expect(theirs.body).toEqual({ data: [], totalCount: 0 });
    await t.http.get('/api/minhas-cotacoes').set(w.staff.auth).expect(403);
  });

  it('an accepted quotation becomes an order the customer modal lists with its cotacaoId', async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    const accepted = await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    expect(accepted.body).toEqual({ pedidoId: expect.any(Number), message: M.aceita });
    const pedidos = await t.http.get(`/api/clientes/${w.cliente}/pedidos`).set(w.staff.auth).expect(200);
    expect(pedidos.body).toContainEqual({
      id: accepted.body.pedidoId,
      valor: 1295.04,
      dataEmissao: '2026-11-24T15:00:00.000Z',
      cotacaoId: q.id,
    });
    const read = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(read.body).toMatchObject({
      status: 'aceita',
      pedidoId: accepted.body.pedidoId,
      respondidaEm: '2026-11-24T15:00:00.000Z',
    });
    const { rows } = await t.db.query(`SELECT respondida_por, aceite_ip FROM cotacoes WHERE id = $1`, [q.id]);
    expect(rows[0]).toEqual({
      respondida_por: w.clienteUser.user.id,
      aceite_ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect((await auditEntries(t.db, 'COTACAO_ACEITA')).at(-1)?.data).toMatchObject({
      userId: w.clienteUser.user.id,
      idObject: q.id,
    });
  });

  it('the dashboard shows the pipeline: open value, sent this month, 90-day acceptance rate, expiring in 7 days', async () => {
    await t.db.query(
      `UPDATE cotacoes SET status = 'cancelada' WHERE status IN ('enviada', 'aceita', 'recusada', 'expirada')`,
    );
    const hoje = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
    // Sent this month counts every send, whatever happened next (the cancelled ones above too).
    const before = (await t.http.get('/api/dashboard').set(w.staff.auth).expect(200)).body.cotacoes.enviadasNoMes;
    const make = async (status: string, validade: string, total: string, extra = '') => {
      const q = await criar(t, w);
      await t.db.query(
        `UPDATE cotacoes SET status = $2, validade = ${validade}, total = $3::numeric, enviada_em = now() ${extra} WHERE id = $1`,
        [q.id, status, total],
      );
    };
    await make('enviada', `${hoje} + 3`, '100.10');
    await make('enviada', `${hoje} + 30`, '1000.01');
    await make('enviada', `${hoje} - 1`, '5.00'); // past validity, not yet marked by the job: not open
    await make('aceita', `${hoje} + 3`, '7.00', ', respondida_em = now()');
    await make('recusada', `${hoje} + 3`, '7.00', ', respondida_em = now()');
    await make('expirada', `${hoje} - 3`, '7.00', ', expirada_em = now()');
    await make('aceita', `${hoje} + 3`, '7.00', `, respondida_em = now() - interval '100 days'`);
    const { body } = await t.http.get('/api/dashboard').set(w.staff.auth).expect(200);
    expect(body.cotacoes).toEqual({
      valorEmAberto: 1100.11,
      enviadasNoMes: before + 7,
      taxaAceite90Dias: 0.3333,
      vencendoEm7Dias: 1,
    });
  });
});
