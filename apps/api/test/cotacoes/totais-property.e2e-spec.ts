import fc from 'fast-check';
import pg from 'pg';
import { calcularTotaisCentavos, scaledText, valoresDasParcelas } from '@portal/shared/cotacoes';

// The shared BigInt calculation against PostgreSQL's numeric arithmetic (an independent decimal
// implementation): thousands of random quotations, compared digit for digit.
const decimal = (max: number, scale: number) =>
  fc.integer({ min: 0, max }).map((units) => scaledText(BigInt(units), scale));

const linha = fc.record({
  quantidade: fc.oneof(decimal(9_999_999, 3), decimal(999, 3)).filter((q) => q !== '0.000'),
  precoUnitario: fc.oneof(decimal(99_999_999, 2), decimal(999, 2)),
  descontoPercentual: fc.oneof(fc.constant('0.00'), decimal(10_000, 2)),
});
const cotacao = fc.record({ itens: fc.array(linha, { minLength: 1, maxLength: 8 }), frete: decimal(999_999, 2) });

describe('quotation totals (property)', () => {
  let db: pg.Pool;
  beforeAll(() => {
    db = new pg.Pool({ connectionString: process.env.TEST_ADMIN_DATABASE_URL, max: 1 });
  });
  afterAll(() => db.end());

  it('match PostgreSQL numeric over 3,000 random quotations (lines rounded half-up, totals from rounded lines)', async () => {
    const amostra = fc.sample(cotacao, { numRuns: 3000, seed: 20261124 });
    const flat = amostra.flatMap((c, n) => c.itens.map((item) => ({ n, ...item })));
    const { rows } = await db.query<{
      n: number;
      subtotal: string;
      descontos: string;
      total: string;
      linhas: string[];
    }>(
      `WITH l AS (
         SELECT n, ord, round(q * p, 2) AS bruto, round(q * p * (100 - d) * 0.01, 2) AS liquido
           FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[]) WITH ORDINALITY AS x(n, q, p, d, ord))
       SELECT l.n, sum(bruto)::numeric(16,2)::text AS subtotal, (sum(bruto) - sum(liquido))::numeric(16,2)::text AS descontos,
              (sum(liquido) + f.frete)::numeric(16,2)::text AS total,
              array_agg(liquido::numeric(16,2)::text ORDER BY ord) AS linhas
         FROM l JOIN unnest($5::numeric[]) WITH ORDINALITY AS f(frete, n1) ON f.n1 - 1 = l.n
        GROUP BY l.n, f.frete ORDER BY l.n`,
      [
        flat.map((f) => f.n),
        flat.map((f) => f.quantidade),
        flat.map((f) => f.precoUnitario),
        flat.map((f) => f.descontoPercentual),
        amostra.map((c) => c.frete),
      ],
    );
    expect(rows).toHaveLength(amostra.length);
    const diferentes = amostra.filter((c, n) => {
      const t = calcularTotaisCentavos(c.itens, c.frete);
      const esperado = rows[n];
      return (
        scaledText(t.subtotalCentavos, 2) !== esperado.subtotal ||
        scaledText(t.descontosCentavos, 2) !== esperado.descontos ||
        scaledText(t.totalCentavos, 2) !== esperado.total ||
        t.itens.some((item, i) => scaledText(item.totalCentavos, 2) !== esperado.linhas[i])
      );
    });
    expect(diferentes).toEqual([]);
    expect(flat.length).toBeGreaterThan(5000);
  });

  it('match PostgreSQL numeric with the terms: total discount shared by largest remainder, IPI, ICMS-ST, freight, installments', async () => {
    const linhaComImpostos = fc.record({
      quantidade: fc.oneof(decimal(9_999_999, 3), decimal(999, 3)).filter((q) => q !== '0.000'),
      precoUnitario: fc.oneof(decimal(99_999_999, 2), decimal(999, 2)),
      descontoPercentual: fc.oneof(fc.constant('0.00'), decimal(10_000, 2)),
      ipiPercentual: fc.oneof(fc.constant('0.00'), decimal(99_999, 2), decimal(2_000, 2)),
      icmsStValor: fc.oneof(fc.constant('0.00'), decimal(999_999, 2)),
    });
    // Installments: cut points of 100.00% (in basis points), so the percentages always sum to 100.
    const parcelas = fc
      .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { maxLength: 5 })
      .map((cortes) => [0, ...cortes.sort((a, b) => a - b), 10_000])
      .map((pontos) => pontos.slice(1).map((fim, i) => fim - pontos[i]));
    const termos = fc.record({
      itens: fc.array(linhaComImpostos, { minLength: 1, maxLength: 6 }),
      frete: decimal(999_999, 2),
      descontoTotal: fc.oneof(fc.constant('0.00'), decimal(10_000, 2), decimal(500, 2)),
      parcelas,
    });
    const amostra = fc.sample(termos, { numRuns: 1500, seed: 20261126 });
    const flat = amostra.flatMap((c, n) => c.itens.map((item) => ({ n, ...item })));
    const flatParcelas = amostra.flatMap((c, n) => c.parcelas.map((peso) => ({ n, peso })));
    // All in cents as numeric integers; div and mod are exact, so the largest remainder is computed
    // independently of the BigInt code.
    const { rows } = await db.query<{
      n: number;
      dt: string;
      ipi: string;
      st: string;
      total: string;
      linhas: string[];
      parcelas: string[];
    }>(
      `WITH l AS (
         SELECT n, ord, round(q * p * (100 - d) * 0.01, 2) * 100 AS liq, ipi, st * 100 AS st
           FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[])
                WITH ORDINALITY AS x(n, q, p, d, ipi, st, ord)),
       c AS (
         SELECT f.n1 - 1 AS n, f.frete * 100 AS frete, sum(l.liq) AS soma, round(sum(l.liq) * f.dtp / 100) AS dt
           FROM unnest($7::numeric[], $8::numeric[]) WITH ORDINALITY AS f(frete, dtp, n1)
           JOIN l ON l.n = f.n1 - 1 GROUP BY f.n1, f.frete, f.dtp),
       parte AS (
         SELECT l.*, c.dt, CASE WHEN c.soma = 0 THEN 0 ELSE div(c.dt * l.liq, c.soma) END AS base,
                CASE WHEN c.soma = 0 THEN 0 ELSE mod(c.dt * l.liq, c.soma) END AS resto
           FROM l JOIN c USING (n)),
       rank AS (
         SELECT parte.*, row_number() OVER (PARTITION BY n ORDER BY resto DESC, ord) AS r,
                dt - sum(base) OVER (PARTITION BY n) AS sobra FROM parte),
       linha AS (
         SELECT n, ord, liq, st, base + CASE WHEN r <= sobra THEN 1 ELSE 0 END AS share FROM rank),
       imposto AS (
         SELECT linha.n, linha.ord, linha.st, round((linha.liq - linha.share) * x.ipi / 100) AS ipi
           FROM linha JOIN l x ON x.n = linha.n AND x.ord = linha.ord),
       tot AS (
         SELECT c.n, c.dt, sum(i.ipi) AS ipi, sum(i.st) AS st, c.soma - c.dt + c.frete + sum(i.ipi) + sum(i.st) AS total,
                array_agg((i.ipi / 100)::numeric(16,2)::text ORDER BY i.ord) AS linhas
           FROM c JOIN imposto i USING (n) GROUP BY c.n, c.dt, c.soma, c.frete),
       pa AS (
         SELECT p.n, p.ord, div(t.total * p.peso, 10000) AS base, mod(t.total * p.peso, 10000) AS resto, t.total
           FROM unnest($9::int[], $10::numeric[]) WITH ORDINALITY AS p(n, peso, ord) JOIN tot t USING (n)),
       pr AS (
         SELECT pa.*, row_number() OVER (PARTITION BY n ORDER BY resto DESC, ord) AS r,
                total - sum(base) OVER (PARTITION BY n) AS sobra FROM pa)
       SELECT t.n, (t.dt / 100)::numeric(16,2)::text AS dt, (t.ipi / 100)::numeric(16,2)::text AS ipi,
              (t.st / 100)::numeric(16,2)::text AS st, (t.total / 100)::numeric(16,2)::text AS total, t.linhas,
              (SELECT array_agg(((base + CASE WHEN r <= sobra THEN 1 ELSE 0 END) / 100)::numeric(16,2)::text ORDER BY ord)
                 FROM pr WHERE pr.n = t.n) AS parcelas
         FROM tot t ORDER BY t.n`,
      [
        flat.map((f) => f.n),
        flat.map((f) => f.quantidade),
        flat.map((f) => f.precoUnitario),
        flat.map((f) => f.descontoPercentual),
        flat.map((f) => f.ipiPercentual),
        flat.map((f) => f.icmsStValor),
        amostra.map((c) => c.frete),
        amostra.map((c) => c.descontoTotal),
        flatParcelas.map((p) => p.n),
        flatParcelas.map((p) => p.peso),
      ],
    );
    expect(rows).toHaveLength(amostra.length);
    const money = (cents: bigint) => scaledText(cents, 2);
    const diferentes = amostra.filter((c, n) => {
      const t = calcularTotaisCentavos(c.itens, c.frete, c.descontoTotal);
      const valores = valoresDasParcelas(
        t.totalCentavos,
        c.parcelas.map((peso, i) => ({ dias: i, percentual: peso / 100 })),
      );
      const esperado = rows[n];
      return (
        money(t.descontoTotalCentavos) !== esperado.dt ||
        money(t.ipiCentavos) !== esperado.ipi ||
        money(t.icmsStCentavos) !== esperado.st ||
        money(t.totalCentavos) !== esperado.total ||
        t.itens.some((item, i) => money(item.ipiCentavos) !== esperado.linhas[i]) ||
        valores.some((v, i) => money(v) !== esperado.parcelas[i]) ||
        // The invariants themselves: shares add up to the discount, installments to the total.
        t.itens.reduce((s, i) => s + i.descontoTotalCentavos, 0n) !== t.descontoTotalCentavos ||
        valores.reduce((s, v) => s + v, 0n) !== t.totalCentavos
      );
    });
    expect(diferentes).toEqual([]);
    expect(flatParcelas.length).toBeGreaterThan(1500);
  });

  it('agree on JSON numbers too (what the API receives), including the halfway cases', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 99_999 }), (q, p) => {
        const quantidade = q / 1000;
        const preco = p / 100;
        const viaNumero = calcularTotaisCentavos([{ quantidade, precoUnitario: preco }]).totalCentavos;
        const viaTexto = calcularTotaisCentavos([
          { quantidade: scaledText(BigInt(q), 3), precoUnitario: scaledText(BigInt(p), 2) },
        ]).totalCentavos;
        return viaNumero === viaTexto;
      }),
      { numRuns: 5000 },
    );
  });
});
