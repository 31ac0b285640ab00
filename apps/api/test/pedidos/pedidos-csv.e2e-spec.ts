import { emStatus, useQuoteWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import type { TestApp } from '../support/test-app.js';

// The bytes of GET /api/Pedidos/export, pinned: BOM, header, ';', CRLF, quoting, the formula
// apostrophe, status labels, masked documents, dates in Brasília, money as the screen shows it.
describe('order CSV bytes', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  let aberto: { id: number; numero: string };
  let ids: { faturado: number; cancelado: number };

  beforeAll(async () => {
    const q = await emStatus(t, w, 'aceita');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM pedidos WHERE cotacao_id = $1', [q.id]);
    aberto = { id: rows[0].id, numero: q.numero };
    // Orders from before quotations (no number), with the documents and names of their time.
    const antigos = await t.db.query<{ id: number }>(
      `INSERT INTO pedidos (cliente_id, valor, data_emissao, status, cliente_nome, cliente_documento, faturado_em, cancelado_em)
       VALUES ($1, 0.5, '2025-03-01T02:00:00Z', 'faturado', '+Loja "A"; B', '11222333000181', '2025-03-02T15:04:05Z', null),
              ($1, 98765.4, '2025-04-10T13:00:00Z', 'cancelado', 'José', null, null, '2025-04-11T00:00:00Z')
       RETURNING id`,
      [w.outroCliente],
    );
    ids = { faturado: antigos.rows[0].id, cancelado: antigos.rows[1].id };
  });

  const csv = async (query: Record<string, string>) => {
    const response = await t.http.get('/api/Pedidos/export').query(query).set(w.staff.auth).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.text;
  };
  const HEADER = '\uFEFFID;Número;Status;Cliente;CPF/CNPJ;Total (R$);Emitido em;Faturado em;Cancelado em\r\n';
  const linhas = (doc: string) => ({
    aberto: `${aberto.id};${aberto.numero};Aberto;Padaria Pão Quente;${doc};1295,04;24/11/2026 12:00:00;;\r\n`,
    faturado: `${ids.faturado};;Faturado;"'+Loja ""A""; B";11.222.333/0001-81;0,50;28/02/2025 23:00:00;02/03/2025 12:04:05;\r\n`,
    cancelado: `${ids.cancelado};;Cancelado;José;;98765,40;10/04/2025 10:00:00;;10/04/2025 21:00:00\r\n`,
  });
  const documento = async () => {
    const { rows } = await t.db.query<{ cpf: string }>('SELECT cpf FROM clientes WHERE id = $1', [w.cliente]);
    const d = rows[0].cpf;
    return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  };

  it('the default search (newest first), byte for byte', async () => {
    const l = linhas(await documento());
    expect(await csv({})).toBe(HEADER + l.aberto + l.cancelado + l.faturado);
  });

  it('every sort field and direction, and the filters, byte for byte', async () => {
    const l = linhas(await documento());
    expect(await csv({ sortField: 'total', sortDirection: 'asc' })).toBe(HEADER + l.faturado + l.aberto + l.cancelado);
    expect(await csv({ sortField: 'cliente', sortDirection: 'desc' })).toBe(
      HEADER + l.aberto + l.cancelado + l.faturado,
    );
    expect(await csv({ sortField: 'status' })).toBe(HEADER + l.aberto + l.cancelado + l.faturado);
    expect(await csv({ sortField: 'numero', sortDirection: 'asc' })).toBe(HEADER + l.aberto + l.faturado + l.cancelado);
    expect(await csv({ status: 'faturado' })).toBe(HEADER + l.faturado);
    expect(await csv({ cliente: 'jose' })).toBe(HEADER + l.cancelado);
    expect(await csv({ cliente: '11.222' })).toBe(HEADER + l.faturado);
    expect(await csv({ emitidoDe: '2025-02-28', emitidoAte: '2025-02-28' })).toBe(HEADER + l.faturado);
    expect(await csv({ numero: aberto.numero.slice(-3) })).toBe(HEADER + l.aberto);
  });
});
