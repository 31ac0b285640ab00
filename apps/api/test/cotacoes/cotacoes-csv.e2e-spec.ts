import { insertCliente } from '@portal/test-support';
import { emStatus, useQuoteWorld, type World } from './cotacoes-helpers.js';
import type { TestApp } from '../support/test-app.js';

// The bytes of GET /api/Cotacoes/export, pinned: BOM, header, ';', CRLF, quoting, the formula
// apostrophe, status labels, dates in Brasília, money as the screen shows it, the search's order.
describe('quotation CSV bytes', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  let ids: Record<'rascunho' | 'aceita' | 'barato' | 'caro', number>;
  let numeros: Record<'rascunho' | 'aceita', string>;
  let pedido: number;

  beforeAll(async () => {
    const estranho = (
      await insertCliente(t.db, { nome: '=Bar "do Zé"; filial', cnpj: '11222333000181', tipo_pessoa: 'pj' })
    ).id;
    const rascunho = await emStatus(t, w, 'rascunho');
    const aceita = await emStatus(t, w, 'aceita');
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, total, subtotal, criado_em, enviada_em)
       VALUES ('COT-2025-000001', 2025, 1, $1, $2, 'expirada', '2025-12-31', 0.1, 0.1, '2025-12-01T02:59:59Z', '2025-12-01T03:00:00Z'),
              ('COT-2025-000002', 2025, 2, $1, $2, 'cancelada', '2026-01-15', 1234567.89, 1234567.89, '2026-01-02T10:20:30Z', now())
       RETURNING id`,
      [estranho, w.staff.user.id],
    );
    const pedidos = await t.db.query<{ id: number }>('SELECT id FROM pedidos WHERE cotacao_id = $1', [aceita.id]);
    ids = { rascunho: rascunho.id, aceita: aceita.id, barato: rows[0].id, caro: rows[1].id };
    numeros = { rascunho: rascunho.numero, aceita: aceita.numero };
    pedido = pedidos.rows[0].id;
  });

  const csv = async (query: Record<string, string>) => {
    const response = await t.http.get('/api/Cotacoes/export').query(query).set(w.staff.auth).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.text;
  };
  const HEADER = '\uFEFFID;Número;Revisão;Status;Cliente;Vendedor;Validade;Total (R$);Pedido;Criada em\r\n';
  const linhas = () => ({
    rascunho: `${ids.rascunho};${numeros.rascunho};1;Rascunho;Padaria Pão Quente;Vera Vendedora;09/12/2026;1295,04;;24/11/2026 12:00:00\r\n`,
    aceita: `${ids.aceita};${numeros.aceita};1;Aceita;Padaria Pão Quente;Vera Vendedora;09/12/2026;1295,04;${pedido};24/11/2026 12:00:00\r\n`,
    barato: `${ids.barato};COT-2025-000001;1;Expirada;"'=Bar ""do Zé""; filial";Vera Vendedora;31/12/2025;0,10;;30/11/2025 23:59:59\r\n`,
    caro: `${ids.caro};COT-2025-000002;1;Cancelada;"'=Bar ""do Zé""; filial";Vera Vendedora;15/01/2026;1234567,89;;02/01/2026 07:20:30\r\n`,
  });

  it('the default search (newest first), byte for byte', async () => {
    const l = linhas();
    expect(await csv({})).toBe(HEADER + l.aceita + l.rascunho + l.caro + l.barato);
  });

  it('every sort field and direction, and the filters, byte for byte', async () => {
    const l = linhas();
    expect(await csv({ sortField: 'total', sortDirection: 'asc' })).toBe(
      HEADER + l.barato + l.rascunho + l.aceita + l.caro,
    );
    expect(await csv({ sortField: 'cliente', sortDirection: 'desc' })).toBe(
      HEADER + l.aceita + l.rascunho + l.caro + l.barato,
    );
    expect(await csv({ sortField: 'validade' })).toBe(HEADER + l.barato + l.caro + l.rascunho + l.aceita);
    expect(await csv({ sortField: 'numero', sortDirection: 'desc' })).toBe(
      HEADER + l.aceita + l.rascunho + l.caro + l.barato,
    );
    expect(await csv({ status: 'aceita' })).toBe(HEADER + l.aceita);
    expect(await csv({ cliente: 'bar "do' })).toBe(HEADER + l.caro + l.barato);
    expect(await csv({ cliente: '11.222.333' })).toBe(HEADER + l.caro + l.barato);
    expect(await csv({ numero: '2025-00000', criadaDe: '2026-01-02' })).toBe(HEADER + l.caro);
    expect(await csv({ validadeDe: '2027-01-01' })).toBe(HEADER);
  });
});
