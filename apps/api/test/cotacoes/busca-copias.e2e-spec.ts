import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { useQuoteWorld, type World } from './cotacoes-helpers.js';
import { copiasDaBusca } from '../support/busca-copias.js';
import type { TestApp } from '../support/test-app.js';

// Issue 30: the staff search by customer name reads the narrow copy cotacoes_busca (and, by name alone,
// sums cotacoes_por_nome), and the search by status and period sums cotacoes_por_dia. All three are
// kept by triggers on cotacoes; after any sequence of writes (bulk and single-row inserts, status and
// date changes, a quotation moved to another customer, a customer renamed, deletes) they must equal
// what they copy and count.
const STATUS = ['rascunho', 'enviada', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const;
const NOMES = ['Construtora Conde', 'Consultoria Ágil', 'Padaria São João', 'Oficina Boa Vista'];

// Quotations k with k % modulo = resto (a generated subset of the rows).
const subset = fc.record({ modulo: fc.integer({ min: 1, max: 5 }), resto: fc.nat(4) });
const comando = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      tipo: fc.constant('inserir' as const),
      linhas: fc.array(
        fc.record({
          cliente: fc.nat(NOMES.length - 1),
          status: fc.constantFrom(...STATUS),
          // Minutes around a few Brasília midnights (03:00 UTC), where the day of a quotation turns.
          minuto: fc.integer({ min: 0, max: 4 * 1440 }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
    }),
  },
  fc.record({ tipo: fc.constant('status' as const), onde: subset, status: fc.constantFrom(...STATUS) }),
  fc.record({ tipo: fc.constant('data' as const), onde: subset, minutos: fc.integer({ min: -1500, max: 1500 }) }),
  fc.record({ tipo: fc.constant('cliente' as const), onde: subset, cliente: fc.nat(NOMES.length - 1) }),
  fc.record({ tipo: fc.constant('observacoes' as const), onde: subset }),
  fc.record({
    tipo: fc.constant('renomear' as const),
    cliente: fc.nat(NOMES.length - 1),
    nome: fc.constantFrom(...NOMES, 'Conde & Filhos'),
  }),
  fc.record({ tipo: fc.constant('excluir' as const), onde: subset }),
);
type Comando = typeof comando extends fc.Arbitrary<infer T> ? T : never;

describe('cotacoes_busca and cotacoes_por_dia (kept by triggers, read by the staff search)', () => {
  let t: TestApp;
  let w: World;
  let clientes: number[];
  let numero = 0;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });
  beforeAll(async () => {
    clientes = [];
    for (const nome of NOMES) clientes.push((await insertCliente(t.db, { nome })).id);
  });

  const onde = (s: { modulo: number; resto: number }) => `id % ${s.modulo} = ${s.resto % s.modulo}`;
  async function aplicar(c: Comando): Promise<void> {
    if (c.tipo === 'inserir') {
      await t.db.query(
        `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
         SELECT 'COT-2026-' || lpad((n + $4)::text, 6, '0'), 2026, n + $4, cl, $5, s, '2026-12-31',
                timestamptz '2026-11-20 02:00Z' + m * interval '1 minute'
           FROM unnest($1::int[], $2::text[], $3::int[]) WITH ORDINALITY AS x(cl, s, m, n)`,
        [
          c.linhas.map((l) => clientes[l.cliente]),
          c.linhas.map((l) => l.status),
          c.linhas.map((l) => l.minuto),
          numero,
          w.staff.user.id,
        ],
      );
      numero += c.linhas.length;
    } else if (c.tipo === 'status')
      await t.db.query(`UPDATE cotacoes SET status = $1 WHERE ${onde(c.onde)}`, [c.status]);
    else if (c.tipo === 'data')
      await t.db.query(`UPDATE cotacoes SET criado_em = criado_em + $1 * interval '1 minute' WHERE ${onde(c.onde)}`, [
        c.minutos,
      ]);
    else if (c.tipo === 'cliente')
      await t.db.query(`UPDATE cotacoes SET cliente_id = $1 WHERE ${onde(c.onde)}`, [clientes[c.cliente]]);
    else if (c.tipo === 'observacoes')
      await t.db.query(`UPDATE cotacoes SET observacoes = 'editada' WHERE ${onde(c.onde)}`);
    else if (c.tipo === 'renomear')
      await t.db.query(`UPDATE clientes SET nome = $1 WHERE id = $2`, [c.nome, clientes[c.cliente]]);
    else
      await t.db.query(
        `DELETE FROM cotacoes WHERE ${onde(c.onde)} AND NOT EXISTS (SELECT 1 FROM pedidos WHERE cotacao_id = cotacoes.id)`,
      );
  }

  const linhas = async (sql: string) => (await t.db.query(sql)).rows;
  async function invariantes(): Promise<void> {
    const { copia, cotacoes, contagem, esperada, porNome, porNomeEsperado } = await copiasDaBusca(t.db);
    expect(copia).toEqual(cotacoes);
    expect(contagem).toEqual(esperada);
    expect(porNome).toEqual(porNomeEsperado);
  }

  it('equal cotacoes after any sequence of writes (model-based)', async () => {
    let comLinhas = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(comando, { minLength: 1, maxLength: 8 }), async (comandos) => {
        // Each run from no quotations (through the truncate trigger), so a counterexample replays alone.
        await t.db.query(`TRUNCATE cotacoes CASCADE`);
        for (const c of comandos) {
          await aplicar(c);
          await invariantes();
        }
        if (Number((await linhas(`SELECT count(*) AS n FROM cotacoes_busca`))[0].n) >= 5) comLinhas++;
      }),
      { numRuns: 25, seed: 3030 },
    );
    // Most sequences end with rows left to compare, not an empty table.
    expect(comLinhas).toBeGreaterThan(12);
  });

  it('a truncate empties them', async () => {
    const client = await t.db.connect();
    try {
      await client.query(`BEGIN`);
      await client.query(`TRUNCATE cotacoes CASCADE`);
      expect((await client.query(`SELECT count(*)::int AS n FROM cotacoes_busca`)).rows).toEqual([{ n: 0 }]);
      expect((await client.query(`SELECT count(*)::int AS n FROM cotacoes_por_dia`)).rows).toEqual([{ n: 0 }]);
      expect((await client.query(`SELECT count(*)::int AS n FROM cotacoes_por_nome`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await client.query(`ROLLBACK`);
      client.release();
    }
  });

  const busca = async (query: Record<string, unknown>) => {
    const response = await t.http.get('/api/Cotacoes').query(query).set(w.staff.auth);
    expect(response.status).toBe(200);
    return { ids: response.body.data.map((c: { id: number }) => c.id), totalCount: response.body.totalCount };
  };

  it('the status + period total is the sum of cotacoes_por_dia; any other filter counts rows', async () => {
    const periodo = { status: 'enviada', criadaDe: '2026-11-20', criadaAte: '2026-11-22' };
    const antes = await busca(periodo);
    const comVendedor = await busca({ ...periodo, vendedorId: w.staff.user.id });
    await t.db.query(`INSERT INTO cotacoes_por_dia (status, dia, total) VALUES ('enviada', '2026-11-21', 1000)
                      ON CONFLICT (status, dia) DO UPDATE SET total = cotacoes_por_dia.total + 1000`);
    try {
      expect((await busca(periodo)).totalCount).toBe(antes.totalCount + 1000);
      expect((await busca({ status: 'enviada', criadaDe: '2026-11-22' })).totalCount).toBe(
        (await busca({ status: 'enviada', criadaDe: '2026-11-22', vendedorId: w.staff.user.id })).totalCount,
      );
      expect(await busca({ ...periodo, vendedorId: w.staff.user.id })).toEqual(comVendedor);
    } finally {
      await t.db.query(
        `UPDATE cotacoes_por_dia SET total = total - 1000 WHERE status = 'enviada' AND dia = '2026-11-21'`,
      );
    }
  });

  it('the name search gathers its matches in cotacoes_busca only when the copy covers its filters and sort', async () => {
    const cliente = (await insertCliente(t.db, { nome: 'Condomínio Solitário' })).id;
    const [alvo] = await linhas(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
       VALUES ('COT-2025-000001', 2025, 1, ${cliente}, ${w.staff.user.id}, 'aceita', '2025-12-31', '2025-10-01 15:00Z')
       RETURNING id, numero`,
    );
    const porNome = { cliente: 'solitario', criadaDe: '2025-10-01', criadaAte: '2025-10-01' };
    expect(await busca(porNome)).toEqual({ ids: [alvo.id], totalCount: 1 });
    await t.db.query(`DELETE FROM cotacoes_busca WHERE id = $1`, [alvo.id]);
    try {
      expect(await busca(porNome)).toEqual({ ids: [], totalCount: 0 });
      expect(await busca({ ...porNome, status: 'aceita', sortDirection: 'asc' })).toEqual({ ids: [], totalCount: 0 });
      // Another filter or sort reads cotacoes itself.
      expect(await busca({ ...porNome, numero: '2025-000001' })).toEqual({ ids: [alvo.id], totalCount: 1 });
      expect(await busca({ ...porNome, sortField: 'numero' })).toEqual({ ids: [alvo.id], totalCount: 1 });
    } finally {
      await t.db.query(
        `INSERT INTO cotacoes_busca SELECT id, cliente_busca, status, criado_em FROM cotacoes WHERE id = $1`,
        [alvo.id],
      );
    }
    await invariantes();
  });
});
