import fc from 'fast-check';
import pg from 'pg';
import { calcularTotaisCentavos, scaledText } from '@portal/shared/cotacoes';

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
