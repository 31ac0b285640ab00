import fc from 'fast-check';
import { scaledText } from '@portal/shared/cotacoes';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { body, emStatus, makeWorld, type World } from './cotacoes-helpers.js';

/** How many JSON texts holding a quotation line this process parsed and wrote while `run` was in flight. */
async function linhasEmJson(run: () => Promise<unknown>): Promise<{ parsed: number; written: number }> {
  const { parse, stringify } = JSON;
  const counts = { parsed: 0, written: 0 };
  const linha = (text: unknown) => typeof text === 'string' && text.includes('"produtoId"');
  JSON.parse = ((text: string, ...rest: never[]) => {
    // The test client's OpenAPI check parses the whole answer (an object); pg parsed the lines alone.
    if (linha(text) && !text.startsWith('{')) counts.parsed++;
    return parse(text, ...rest);
  }) as typeof JSON.parse;
  JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
    const text = stringify(...args);
    if (linha(text)) counts.written++;
    return text;
  }) as typeof JSON.stringify;
  try {
    await run();
  } finally {
    Object.assign(JSON, { parse, stringify });
  }
  return counts;
}

/**
 * Issue 30: GET /api/Cotacoes/{id} and /api/minhas-cotacoes/{id} answer the lines as the JSON text
 * PostgreSQL wrote: Node neither parses them (pg) nor writes them again (res.json). The bytes stay
 * those of before (cotacao-detalhe-bytes).
 */
describe('the whole quotation: the lines as PostgreSQL wrote them', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t);
  });
  afterAll(() => t.close());

  it('staff and customer reads parse and write no line in Node, and answer them all', async () => {
    const itens = Array.from({ length: 12 }, (_, n) => ({
      produtoId: w.produtos[n % 2],
      quantidade: n + 1,
      precoUnitario: 2.5,
    }));
    const { id } = (await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { itens })).expect(201)).body;
    await t.http.post(`/api/Cotacoes/${id}/enviar`).set(w.staff.auth).expect(200);
    for (const [path, caller] of [
      [`/api/Cotacoes/${id}`, w.staff],
      [`/api/minhas-cotacoes/${id}`, w.clienteUser],
    ] as const) {
      let answer: { body: string; headers: Record<string, string> } | undefined;
      const counts = await linhasEmJson(async () => {
        answer = await t.http
          .get(path)
          .set(caller.auth)
          .buffer(true)
          .parse((res, done) => {
            // The body as text: the test client parses no JSON while the app is watched.
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
          })
          .expect(200);
      });
      expect(counts).toEqual({ parsed: 0, written: 0 });
      expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
      const lidas = JSON.parse(answer!.body) as { itens: { quantidade: number; total: number }[] };
      expect(lidas.itens.map((item) => [item.quantidade, item.total])).toEqual(
        itens.map((item) => [item.quantidade, item.quantidade * 2.5]),
      );
    }
  });

  it('a missing quotation and another customer’s are still the JSON 404', async () => {
    const outra = await emStatus(t, w, 'enviada');
    const missing = await t.http.get('/api/Cotacoes/999999').set(w.staff.auth).expect(404);
    const alheia = await t.http.get(`/api/minhas-cotacoes/${outra.id}`).set(w.outroUser.auth).expect(404);
    for (const answer of [missing, alheia]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  // The lines' numbers are written by PostgreSQL as numeric's text without trailing zeros (trim_scale in
  // cotacao_itens_json, as the triggers keep them): for any value the columns hold (numeric 14,3 / 14,2
  // / 5,2, over their whole range), the text is what JSON.stringify writes of the number JSON.parse
  // reads from the numeric's own text (what the answer held before).
  it('any stored number: PostgreSQL’s text is JavaScript’s (fast-check)', async () => {
    const valor = (digits: number, scale: number) =>
      fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) - 1n }).map((units) => scaledText(units, scale));
    const tipos = [
      { tipo: 'numeric(14,3)', valor: valor(14, 3) },
      { tipo: 'numeric(14,2)', valor: valor(14, 2) },
      { tipo: 'numeric(5,2)', valor: valor(5, 2) },
    ];
    for (const { tipo, valor: gerado } of tipos) {
      await fc.assert(
        fc.asyncProperty(fc.array(gerado, { minLength: 1, maxLength: 40 }), async (valores) => {
          const { rows } = await t.db.query<{ numerico: string; json: string }>(
            `SELECT v::${tipo}::text AS numerico, json_build_array(trim_scale(v::${tipo}))::text AS json
               FROM unnest($1::text[]) v`,
            [valores],
          );
          expect(rows.map((row) => row.json)).toEqual(rows.map((row) => JSON.stringify([JSON.parse(row.numerico)])));
        }),
        { numRuns: 40 },
      );
    }
  });
});
