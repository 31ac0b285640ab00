import { resolve } from 'node:path';
import fc from 'fast-check';
import { scaledText } from '@portal/shared/cotacoes';
import { expectCommittedFile } from '../support/checked-file.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { body, makeWorld, setNow, type World } from './cotacoes-helpers.js';

// The exact bytes GET /api/Cotacoes/{id} and /api/minhas-cotacoes/{id} answer for a fixed quotation
// (lines of both types with fractions and discounts, history, two revisions), pinned before the read
// was made cheaper (issue 30): any change to the answer shows in this file's diff. Update: UPDATE_DB_FILES=1.
const FILE = resolve(import.meta.dirname, 'cotacao-detalhe-bytes.txt');

// Instants written by the database's now() and the test logins' random addresses differ on every run.
const semInstantes = (text: string) =>
  text
    .replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"<instante>"')
    .replace(/[a-z]+-[0-9a-f]{8}@exemplo\.com\.br/g, '<login>@exemplo.com.br');

describe('the whole quotation: the answer bytes', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t.app, '2026-11-24T15:00:00Z');
    w = await makeWorld(t);
  });
  afterAll(() => t.close());

  const post = (path: string, caller = w.staff, send: object = {}) =>
    t.http
      .post(path)
      .set(caller.auth)
      .send(send)
      .expect((r) => expect(r.status).toBeLessThan(300));

  it('staff and customer views of a revised, accepted quotation with 12 lines', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, descricao, preco, unidade, ipi_percentual)
       VALUES ('ESP-001', 'p', 'Peça "especial" ç', E'Linha com \\\\ barra\\nê tab\\t', 0.01, 'PC', 9.75) RETURNING id`,
    );
    const produtos = [...w.produtos, rows[0].id];
    const itens = Array.from({ length: 12 }, (_, n) => ({
      produtoId: produtos[n % 3],
      quantidade: [1, 2.5, 0.333, 10][n % 4],
      precoUnitario: [19.99, 1234.56, 0.07, 300][n % 4],
      descontoPercentual: [0, 10, 12.5][n % 3],
    }));
    const criada = await t.http
      .post('/api/Cotacoes')
      .set(w.staff.auth)
      .send(
        body(w, {
          itens,
          observacoes: 'Entrega\nem duas etapas',
          meioPagamento: 'pix',
          parcelas: [
            { dias: 0, percentual: 30 },
            { dias: 30, percentual: 70 },
          ],
        }),
      )
      .expect(201);
    await post(`/api/Cotacoes/${criada.body.id}/enviar`);
    const revisada = await post(`/api/Cotacoes/${criada.body.id}/revisar`);
    await post(`/api/Cotacoes/${revisada.body.id}/enviar`);
    await post(`/api/minhas-cotacoes/${revisada.body.id}/aceitar`, w.clienteUser);
    const staff = await t.http.get(`/api/Cotacoes/${revisada.body.id}`).set(w.staff.auth).expect(200);
    const cliente = await t.http.get(`/api/minhas-cotacoes/${revisada.body.id}`).set(w.clienteUser.auth).expect(200);
    const antiga = await t.http.get(`/api/Cotacoes/${criada.body.id}`).set(w.staff.auth).expect(200);
    expect(staff.body.itens).toHaveLength(12);
    expect(staff.body.historico.length).toBeGreaterThan(1);
    expect(staff.body.revisoes).toHaveLength(2);
    expectCommittedFile(
      FILE,
      ['# equipe', staff.text, '# cliente', cliente.text, '# revisão substituída', antiga.text, '']
        .map(semInstantes)
        .join('\n'),
    );
  });

  // The lines travel as JSON built by PostgreSQL: for any lines, the answer holds them exactly as the
  // table stores them (numeric as JSON numbers, in line order), compared as text.
  it('any lines: the answer carries the stored lines, byte for byte (fast-check)', async () => {
    const decimal = (max: number, scale: number) =>
      fc.integer({ min: 1, max }).map((units) => Number(scaledText(BigInt(units), scale)));
    const linha = fc.record({
      produto: fc.integer({ min: 0, max: 1 }),
      quantidade: decimal(99_999, 3),
      precoUnitario: decimal(999_999, 2),
      descontoPercentual: fc.oneof(fc.constant(0), decimal(10_000, 2)),
    });
    let criadas = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(linha, { minLength: 0, maxLength: 12 }), async (linhas) => {
        const itens = linhas.map(({ produto, ...l }) => ({ produtoId: w.produtos[produto], ...l }));
        const criada = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { itens }));
        if (criada.status !== 201) return void expect(criada.status).toBe(400);
        criadas++;
        const answer = await t.http.get(`/api/Cotacoes/${criada.body.id}`).set(w.staff.auth).expect(200);
        const { rows } = await t.db.query<Record<string, unknown>>(
          `SELECT produto_id AS "produtoId", sku, nome, tipo, descricao, quantidade::float8 AS quantidade, unidade,
                  preco_unitario::float8 AS "precoUnitario", desconto_percentual::float8 AS "descontoPercentual",
                  total::float8 AS total, ipi_percentual::float8 AS "ipiPercentual", ipi::float8 AS ipi,
                  icms_st_valor::float8 AS "icmsStValor"
             FROM cotacao_itens WHERE cotacao_id = $1 ORDER BY posicao`,
          [criada.body.id],
        );
        expect(rows).toHaveLength(itens.length);
        expect(answer.text).toContain(`"itens":${JSON.stringify(rows)},`);
      }),
      { numRuns: 15 },
    );
    expect(criadas).toBeGreaterThan(5);
  });
});
