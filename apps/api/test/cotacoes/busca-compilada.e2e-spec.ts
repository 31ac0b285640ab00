import fc from 'fast-check';
import { traced } from '../support/pool-trace.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { criar, makeWorld, type World } from './cotacoes-helpers.js';

/**
 * Issue 30: a quotation search builds no Kysely query per request (its rows' SQL is compiled once) and
 * sends one statement, unnamed: planned for its values, since a generic plan of the old total took
 * 59 ms for the name 'con' at the default size against 18-25 ms. The exception (decisoes/0011): a
 * shallow page of a 3-letter name alone in creation order, whose statement no longer leaves the
 * planner a choice that depends on the term, runs named on the generic pool (planned once per
 * connection: half the database's CPU per search). Since 2026-11-26 (t-word) a name of 3 or more
 * letters or digits does too: each filter it compares goes through a trigram index whatever the term.
 */
describe('quotation searches: compiled once, one statement planned for its values', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t);
    for (let n = 0; n < 4; n++) await criar(t, w);
    // The session checked and the rows' SQL compiled by a first search.
    await t.http.get('/api/Cotacoes?cliente=pad').set(w.staff.auth).expect(200);
  });
  afterAll(() => t.close());

  const termo = fc.constantFrom('pad', 'PÃO', 'quente', 'zzz', 'ofi', 'a%d', 'a d', 'æbc', 'zzzzz', 'oficina', 'ofi1');
  const forma = fc.constantFrom<Record<string, string>>(
    {},
    { status: 'rascunho' },
    { sortField: 'numero', sortDirection: 'asc' },
    { criadaDe: '2020-01-01' },
  );

  it('any search: no Kysely compilation, one statement (named and generic for a shallow name alone of 3+ letters or digits), the total of the plain count (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(termo, forma, fc.constantFrom(1, 2, 7), async (cliente, outros, page) => {
        const query = new URLSearchParams({ cliente, page: String(page), pageSize: '15', ...outros });
        let body: { totalCount: number; data: { id: number }[] } | undefined;
        const { sent, compiled } = await traced(async () => {
          body = (await t.http.get(`/api/Cotacoes?${query}`).set(w.staff.auth).expect(200)).body;
        });
        expect(compiled).toBe(0);
        expect(sent).toHaveLength(1);
        // Letters or digits only, 3 or more: trigrams, whichever the term; 7 x 15 is too deep to walk.
        const generica = /^[\p{L}\p{N}]{3,}$/u.test(cliente) && !Object.keys(outros).length && page < 7;
        expect(sent[0]).toMatchObject(
          generica ? { name: 'cotacoes_por_nome_desc', generico: true } : { generico: false },
        );
        if (!generica) expect(sent[0].name).toBeUndefined();
        const { rows } = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM cotacoes c JOIN clientes k ON k.id = c.cliente_id
            WHERE k.busca LIKE '%' || lower(immutable_unaccent(replace(replace($1, '%', '\\%'), '_', '\\_'))) || '%'
              AND ($2::text IS NULL OR c.status = $2) AND ($3::date IS NULL OR c.criado_em >= $3::date)`,
          [cliente, outros.status ?? null, outros.criadaDe ?? null],
        );
        expect(body!.totalCount).toBe(rows[0].n);
        expect(body!.data.length).toBe(Math.max(0, Math.min(15, rows[0].n - (page - 1) * 15)));
      }),
      { numRuns: 20 },
    );
  });
});
