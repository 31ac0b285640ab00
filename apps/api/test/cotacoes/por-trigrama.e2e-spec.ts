import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { useQuoteWorld, type World } from './cotacoes-helpers.js';
import { confereTrigramas, copiasDaBusca } from '../support/busca-copias.js';
import type { TestApp } from '../support/test-app.js';

// Issue 30: cotacoes_por_trigrama counts, per 3-character piece of cliente_busca, the quotations whose
// customer text holds it, and a search by a 3-letter name reads its total there. After any sequence of
// writes (customers added and renamed, quotations added, edited, moved, deleted, truncated, writes
// rolled back) each counter is the count(*) of the quotations holding its piece, no piece is missing,
// and the API's total for a 3-letter term is the count of the quotations whose customer matches.
const STATUS = ['rascunho', 'enviada', 'aceita', 'recusada', 'cancelada'] as const;
// Accents and case, letters unaccent expands (æ, ß, the ﬁ ligature) or drops (a combining acute),
// LIKE's wildcards and escape, spaces, an emoji (one character in PostgreSQL, two in UTF-16).
const PARTES = ['con', 'Con', 'são', 'ÇÃO', 'Æther', 'straße', 'ﬁm', 'a\u0301b', '%', '_', '\\', ' ', '  ', 'x'];
const MAIS = ['da', '😀', "D'", 'Zé', 'ria', 'CONS', 'Ágil', 'quarzo'];
const nome = fc
  .array(fc.constantFrom(...PARTES, ...MAIS), { minLength: 1, maxLength: 5 })
  .map((p) => p.join(''))
  .filter((n) => n.trim().length > 0);
const onde = fc.record({ modulo: fc.integer({ min: 1, max: 4 }), resto: fc.nat(3) });
// A 3-letter term: a piece of some customer's name as typed (any case), or one of a few.
const termo = fc.oneof(
  fc.record({ de: fc.nat(), inicio: fc.nat(30), caixa: fc.boolean() }),
  fc.constantFrom('con', 'CON', 'cão', 'ÇAO', 'sse', 'aeт', 'fim', 'a%d', 'x_c', '\\\\x', 'zzz', 'a b', "d'z"),
);
const comando = fc.oneof(
  fc.record({ tipo: fc.constant('cliente' as const), nome, razao: fc.option(nome) }),
  {
    weight: 3,
    arbitrary: fc.record({
      tipo: fc.constant('cotacoes' as const),
      quantas: fc.integer({ min: 1, max: 40 }),
      passo: fc.integer({ min: 1, max: 5 }),
    }),
  },
  fc.record({ tipo: fc.constant('renomear' as const), cliente: fc.nat(), nome, razao: fc.option(nome) }),
  fc.record({ tipo: fc.constant('renomearVarios' as const), onde, sufixo: fc.constantFrom(' Con', 'ão', '') }),
  fc.record({ tipo: fc.constant('mover' as const), onde, cliente: fc.nat() }),
  fc.record({ tipo: fc.constant('editar' as const), onde }),
  fc.record({ tipo: fc.constant('excluir' as const), onde }),
  fc.record({ tipo: fc.constant('truncar' as const) }),
  fc.record({ tipo: fc.constant('desfeita' as const), cliente: fc.nat(), nome }),
  { weight: 3, arbitrary: fc.record({ tipo: fc.constant('buscar' as const), termo }) },
);
// Each run starts with a few customers and their quotations, so most searches have matches.
const primeiro = fc
  .tuple(
    fc.array(fc.record({ tipo: fc.constant('cliente' as const), nome, razao: fc.option(nome) }), { maxLength: 4 }),
    fc.record({
      tipo: fc.constant('cotacoes' as const),
      quantas: fc.integer({ min: 10, max: 60 }),
      passo: fc.constant(1),
    }),
  )
  .map(([clientes, cotacoes]) => [...clientes, cotacoes]);
type Comando = typeof comando extends fc.Arbitrary<infer T> ? T : never;
type Cliente = { id: number; nome: string };

describe('cotacoes_por_trigrama against a recount, and the 3-letter search total', () => {
  let t: TestApp;
  let w: World;
  let numero = 0;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const clientes = async () => (await t.db.query<Cliente>(`SELECT id, nome FROM clientes ORDER BY id`)).rows;
  const subset = (s: { modulo: number; resto: number }) => `id % ${s.modulo} = ${s.resto % s.modulo}`;
  const inserir = (quantas: number, passo: number, lista: Cliente[]) => ({
    sql: `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade)
          SELECT 'COT-2029-' || lpad((k + $2)::text, 6, '0'), 2029, k + $2, ($1::int[])[1 + (k * $3) % 6], $4,
                 ($5::text[])[1 + k % 5], '2026-12-31'
            FROM generate_series(1, $6::int) k`,
    params: [
      Array.from({ length: 6 }, (_, i) => lista[Math.max(0, lista.length - 6) + (i % lista.length)].id),
      (numero += quantas) - quantas,
      passo,
      w.staff.user.id,
      STATUS,
      quantas,
    ],
  });

  async function aplicar(c: Comando, lista: Cliente[]): Promise<string | void> {
    const cliente = (n: number) => lista[n % lista.length].id;
    if (c.tipo === 'cliente') await insertCliente(t.db, { nome: c.nome, razao_social: c.razao });
    else if (c.tipo === 'cotacoes') {
      const { sql, params } = inserir(c.quantas, c.passo, lista);
      await t.db.query(sql, params);
    } else if (c.tipo === 'renomear')
      await t.db.query(`UPDATE clientes SET nome = $1, razao_social = $2 WHERE id = $3`, [
        c.nome,
        c.razao,
        cliente(c.cliente),
      ]);
    else if (c.tipo === 'renomearVarios')
      await t.db.query(`UPDATE clientes SET nome = nome || $1 WHERE ${subset(c.onde)}`, [c.sufixo]);
    else if (c.tipo === 'mover')
      await t.db.query(`UPDATE cotacoes SET cliente_id = $1 WHERE ${subset(c.onde)}`, [cliente(c.cliente)]);
    else if (c.tipo === 'editar')
      await t.db.query(`UPDATE cotacoes SET observacoes = 'editada' WHERE ${subset(c.onde)}`);
    else if (c.tipo === 'excluir')
      await t.db.query(
        `DELETE FROM cotacoes WHERE ${subset(c.onde)} AND id NOT IN (SELECT cotacao_id FROM pedidos WHERE cotacao_id IS NOT NULL)`,
      );
    else if (c.tipo === 'truncar') await t.db.query(`TRUNCATE cotacoes CASCADE`);
    else if (c.tipo === 'desfeita') {
      // Written, counted by the triggers, then rolled back: the counters with it.
      const conexao = await t.db.connect();
      try {
        await conexao.query('BEGIN');
        const { sql, params } = inserir(5, 1, lista);
        await conexao.query(sql, params);
        await conexao.query(`UPDATE clientes SET nome = $1 WHERE id = $2`, [c.nome, cliente(c.cliente)]);
        await conexao.query('ROLLBACK');
      } finally {
        conexao.release();
      }
    } else if (typeof c.termo === 'string') return c.termo;
    else {
      // Among the newest six customers: those the quotations go to.
      const letras = [...lista[Math.max(0, lista.length - 6) + (c.termo.de % Math.min(6, lista.length))].nome];
      const inicio = c.termo.inicio % Math.max(1, letras.length - 2);
      const pedaco = letras.slice(inicio, inicio + 3).join('');
      return c.termo.caixa ? pedaco.toUpperCase() : pedaco;
    }
  }

  // The plain count: the quotations whose customer's busca text holds the term (trimmed, as the API does).
  async function contagem(termo: string) {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cotacoes c JOIN clientes k ON k.id = c.cliente_id
        WHERE strpos(k.busca, lower(immutable_unaccent($1))) > 0`,
      [termo],
    );
    return rows[0].n;
  }

  it('keeps every piece counted after any sequence of writes (model-based), and a 3-letter search totals it', async () => {
    let buscas = 0;
    let comOcorrencias = 0;
    await fc.assert(
      fc.asyncProperty(primeiro, fc.array(comando, { minLength: 1, maxLength: 14 }), async (inicio, comandos) => {
        await t.db.query(`TRUNCATE cotacoes CASCADE`);
        for (const c of [...inicio, ...comandos]) {
          const termo = (await aplicar(c, await clientes()))?.trim();
          // A short term (in characters) is refused (400) and a digits-only one is a document filter.
          if (termo !== undefined && [...termo].length >= 3 && !/^[\d.\-/\s]+$/.test(termo)) {
            const resposta = await t.http
              .get('/api/Cotacoes')
              .query({ cliente: termo, pageSize: 15 })
              .set(w.staff.auth);
            expect({ termo, status: resposta.status, erro: resposta.body.message }).toEqual({ termo, status: 200 });
            const n = await contagem(termo);
            expect({ termo, total: resposta.body.totalCount }).toEqual({ termo, total: n });
            buscas++;
            if (n > 0) comOcorrencias++;
          }
          await confereTrigramas(t.db);
        }
        const { porNome, porNomeEsperado } = await copiasDaBusca(t.db);
        expect(porNome).toEqual(porNomeEsperado);
      }),
      { numRuns: 30, seed: 3010 },
    );
    expect(buscas).toBeGreaterThan(30);
    expect(comOcorrencias).toBeGreaterThan(10);
  }, 120_000);

  it('counts raw pieces of the normalised text: spaces and punctuation in, no padding, once per quotation', async () => {
    await t.db.query(`TRUNCATE cotacoes CASCADE`);
    const { id } = await insertCliente(t.db, { nome: 'Ção  Ção', razao_social: '%x' });
    const { sql, params } = inserir(2, 1, [{ id, nome: 'Ção  Ção' }]);
    await t.db.query(sql, params);
    const { rows } = await t.db.query(
      `SELECT trigrama, total FROM cotacoes_por_trigrama ORDER BY trigrama COLLATE "C"`,
    );
    // busca 'cao  cao %x': 'cao' twice in it, counted once per quotation; no padded ' ca' of pg_trgm alone.
    const pedacos = ['  c', ' %x', ' ca', 'ao ', 'cao', 'o  ', 'o %'];
    expect(rows).toEqual(pedacos.map((trigrama) => ({ trigrama, total: 2 })));
  });
});
