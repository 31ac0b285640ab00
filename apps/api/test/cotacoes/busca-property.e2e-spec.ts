import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { callerFor } from '../support/backoffice-helpers.js';
import { useQuoteWorld, type World } from './cotacoes-helpers.js';
import type { TestApp } from '../support/test-app.js';

// The two quotation searches (issue 30: deferred join, covering indexes) against a plain SQL filter
// over the same generated quotations: same rows, same order, same total, for any filter and page.
const STATUS = ['rascunho', 'enviada', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const;
const NOMES = ['Construtora Conde', 'Consultoria Ágil', 'Padaria São João', 'Oficina Boa Vista'];
const dia = (min: number, max: number) =>
  fc.integer({ min, max }).map((d) => new Date(Date.UTC(2026, 7, 1) + d * 86400_000).toISOString().slice(0, 10));

const cotacao = fc.record({
  cliente: fc.nat(NOMES.length - 1),
  vendedor: fc.nat(2),
  status: fc.constantFrom(...STATUS),
  // Minutes from 2026-08-01 00:00 UTC over ~4 months: dates near midnight test the Brasília day.
  minuto: fc.integer({ min: 0, max: 120 * 1440 }),
  validade: dia(0, 150),
  centavos: fc.integer({ min: 0, max: 500_000 }),
});

const valores = fc.record({
  numero: fc.constantFrom('00', '01', '1', '7', 'COT-2026-0000', '2026-00010'),
  status: fc.constantFrom('todos', ...STATUS),
  vendedor: fc.nat(2),
  criadaDe: dia(0, 120),
  criadaAte: dia(0, 120),
  validadeDe: dia(0, 150),
  validadeAte: dia(0, 150),
  cliente: fc.constantFrom('con', 'CON', 'sao', 'são joão', 'agil', 'ofi', 'vista', 'xyz'),
});
const pagina = fc.record(
  {
    sortField: fc.constantFrom('numero', 'cliente', 'total', 'validade', 'criado_em'),
    sortDirection: fc.constantFrom('asc', 'desc'),
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.constantFrom(15, 30),
  },
  { requiredKeys: [] },
);
// Up to three filters at once (all of them together would nearly always match nothing).
const filtro = fc
  .tuple(
    valores,
    fc.subarray(['numero', 'status', 'vendedor', 'criadaDe', 'criadaAte', 'validadeDe', 'validadeAte', 'cliente'], {
      maxLength: 3,
    }),
    pagina,
  )
  .map(
    ([v, keys, p]) =>
      ({ ...Object.fromEntries(keys.map((k) => [k, v[k as keyof typeof v]])), ...p }) as Record<string, unknown>,
  );

const SORT: Record<string, string> = {
  numero: 'c.numero',
  cliente: 'k.nome',
  total: 'c.total',
  validade: 'c.validade',
  criado_em: 'c.criado_em',
};

describe('quotation searches against a plain SQL filter (property)', () => {
  let t: TestApp;
  let w: World;
  let vendedores: number[];
  let clientes: number[];
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  beforeAll(async () => {
    clientes = [];
    for (const nome of NOMES) clientes.push((await insertCliente(t.db, { nome })).id);
    vendedores = [w.staff.user.id];
    for (const name of ['Vico Vendas', 'Vânia Vendas'])
      vendedores.push((await callerFor(t, 'COMERCIAL', { name })).user.id);
    const linhas = fc.sample(cotacao, { numRuns: 140, seed: 20261127 });
    await t.db.query(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, total, subtotal, criado_em, enviada_em)
       SELECT 'COT-2026-' || lpad(n::text, 6, '0'), 2026, n, cl, v, s, val, tot, tot, em,
              CASE WHEN s <> 'rascunho' THEN em END
         FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::numeric[], $6::timestamptz[])
              WITH ORDINALITY AS x(cl, v, s, val, tot, em, n)`,
      [
        linhas.map((l) => clientes[l.cliente]),
        linhas.map((l) => vendedores[l.vendedor]),
        linhas.map((l) => l.status),
        linhas.map((l) => l.validade),
        linhas.map((l) => (l.centavos / 100).toFixed(2)),
        linhas.map((l) => new Date(Date.UTC(2026, 7, 1) + l.minuto * 60_000).toISOString()),
      ],
    );
  });

  async function esperado(f: Record<string, unknown>, clienteId?: number) {
    const size = (f.pageSize as number) ?? 15;
    // As pageWindow: a sort field alone sorts ascending; no field, the default criado_em descending.
    const dir = (f.sortDirection ?? (f.sortField ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
    const { rows } = await t.db.query<{ id: number; n: number }>(
      `SELECT c.id, count(*) OVER ()::int AS n FROM cotacoes c JOIN clientes k ON k.id = c.cliente_id
        WHERE ($1::text IS NULL OR strpos(c.numero, upper($1)) > 0)
          AND ($2::text IS NULL OR $2 = 'todos' OR c.status = $2)
          AND ($3::int IS NULL OR c.vendedor_id = $3)
          AND ($4::date IS NULL OR (c.criado_em AT TIME ZONE 'America/Sao_Paulo')::date >= $4)
          AND ($5::date IS NULL OR (c.criado_em AT TIME ZONE 'America/Sao_Paulo')::date <= $5)
          AND ($6::date IS NULL OR c.validade >= $6) AND ($7::date IS NULL OR c.validade <= $7)
          AND ($8::text IS NULL OR strpos(k.busca, lower(immutable_unaccent($8))) > 0)
          AND ($9::int IS NULL OR (c.cliente_id = $9 AND c.enviada_em IS NOT NULL))
        ORDER BY ${SORT[(f.sortField as string) ?? 'criado_em']} ${dir}, c.id ${dir}`,
      [
        f.numero ?? null,
        f.status ?? null,
        f.vendedor === undefined ? null : vendedores[f.vendedor as number],
        f.criadaDe ?? null,
        f.criadaAte ?? null,
        f.validadeDe ?? null,
        f.validadeAte ?? null,
        f.cliente ?? null,
        clienteId ?? null,
      ],
    );
    const from = (((f.page as number) ?? 1) - 1) * size;
    return { ids: rows.slice(from, from + size).map((r) => r.id), totalCount: rows[0]?.n ?? 0 };
  }

  it('the staff search answers the rows, order and total of the plain filter', async () => {
    let comLinhas = 0;
    await fc.assert(
      fc.asyncProperty(filtro, async (f) => {
        const { vendedor, ...resto } = f;
        const query = { ...resto, vendedorId: vendedor === undefined ? undefined : vendedores[vendedor as number] };
        const response = await t.http.get('/api/Cotacoes').query(query).set(w.staff.auth);
        expect(response.status).toBe(200);
        const ids = response.body.data.map((c: { id: number }) => c.id);
        expect({ ids, totalCount: response.body.totalCount }).toEqual(await esperado(f));
        if (ids.length) comLinhas++;
      }),
      { numRuns: 60, seed: 30 },
    );
    // The filters combine often enough into non-empty pages for the comparison to mean something.
    expect(comLinhas).toBeGreaterThan(15);
  });

  it('the CSV lists every row of the staff search, in its order (any filter and sort)', async () => {
    await fc.assert(
      fc.asyncProperty(filtro, async (f) => {
        const { vendedor, page: _page, pageSize: _size, ...resto } = f;
        const query = { ...resto, vendedorId: vendedor === undefined ? undefined : vendedores[vendedor as number] };
        const response = await t.http.get('/api/Cotacoes/export').query(query).set(w.staff.auth);
        expect(response.status).toBe(200);
        const ids = response.text
          .split('\r\n')
          .slice(1, -1)
          .map((linha) => Number(linha.split(';')[0]));
        expect(ids).toEqual((await esperado({ ...f, page: 1, pageSize: 1000 })).ids);
      }),
      { numRuns: 25, seed: 32 },
    );
  });

  it("a customer's own search answers the rows, order and total of the plain filter", async () => {
    const cliente = await callerFor(t, 'CLIENTE', { clienteId: clientes[0], name: 'Cida Conde' });
    const proprio = fc.record(
      {
        status: fc.constantFrom('todos', ...STATUS),
        sortField: fc.constantFrom('numero', 'total', 'validade', 'criado_em'),
        sortDirection: fc.constantFrom('asc', 'desc'),
        page: fc.integer({ min: 1, max: 3 }),
        pageSize: fc.constantFrom(15, 30),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(proprio, async (f) => {
        const response = await t.http.get('/api/minhas-cotacoes').query(f).set(cliente.auth);
        expect(response.status).toBe(200);
        const ids = response.body.data.map((c: { id: number }) => c.id);
        expect({ ids, totalCount: response.body.totalCount }).toEqual(await esperado(f, clientes[0]));
      }),
      { numRuns: 30, seed: 31 },
    );
  });
});
