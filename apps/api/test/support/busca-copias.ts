import type { Queryable } from '@portal/test-support';

/**
 * The staff quotation search's trigger-kept tables beside what they copy and count (issue 30): a test
 * expects `copia` to equal `cotacoes`, `contagem` to equal `esperada` and `porNome` `porNomeEsperado`.
 */
export async function copiasDaBusca(db: Queryable) {
  const linhas = async (sql: string) => (await db.query(sql)).rows;
  return {
    copia: await linhas(`SELECT id, cliente_busca, status, criado_em FROM cotacoes_busca ORDER BY id`),
    cotacoes: await linhas(`SELECT id, cliente_busca, status, criado_em FROM cotacoes ORDER BY id`),
    // Days whose quotations all left keep a zero row.
    contagem: await linhas(`SELECT status, dia::text, total FROM cotacoes_por_dia WHERE total <> 0 ORDER BY 1, 2`),
    esperada: await linhas(
      `SELECT status, ((criado_em AT TIME ZONE 'America/Sao_Paulo')::date)::text AS dia, count(*)::int AS total
         FROM cotacoes GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    // A name whose last quotation left has no row.
    porNome: await linhas(`SELECT cliente_busca, total FROM cotacoes_por_nome ORDER BY cliente_busca COLLATE "C"`),
    porNomeEsperado: await linhas(
      `SELECT cliente_busca, count(*)::int AS total FROM cotacoes GROUP BY 1 ORDER BY cliente_busca COLLATE "C"`,
    ),
  };
}

/** The 3-character pieces of a text, each once: its code points (as PostgreSQL's characters), 3 by 3. */
export function pedacos(texto: string): Set<string> {
  const letras = [...texto];
  return new Set(letras.slice(2).map((_, i) => letras.slice(i, i + 3).join('')));
}

const porPedaco = (a: { trigrama: string }, b: { trigrama: string }) =>
  a.trigrama < b.trigrama ? -1 : a.trigrama > b.trigrama ? 1 : 0;

/**
 * cotacoes_por_trigrama (its non-zero rows: a piece whose quotations all left keeps a zero row) beside
 * the recount, each piece of every quotation's cliente_busca counted in JavaScript: equal when no
 * piece is missing or miscounted.
 */
export async function trigramasDaBusca(db: Queryable) {
  const { rows: nomes } = await db.query<{ cliente_busca: string; n: number }>(
    `SELECT cliente_busca, count(*)::int AS n FROM cotacoes GROUP BY 1`,
  );
  const totais = new Map<string, number>();
  for (const { cliente_busca, n } of nomes) {
    for (const pedaco of pedacos(cliente_busca)) totais.set(pedaco, (totais.get(pedaco) ?? 0) + n);
  }
  const { rows } = await db.query<{ trigrama: string; total: number }>(
    `SELECT trigrama, total FROM cotacoes_por_trigrama WHERE total <> 0`,
  );
  return {
    porTrigrama: rows.sort(porPedaco),
    recontagem: [...totais].map(([trigrama, total]) => ({ trigrama, total })).sort(porPedaco),
  };
}

/**
 * The rows of cotacoes_por_trigrama (zero rows too) whose total is not the count(*) of the quotations
 * whose cliente_busca holds the piece (one scan of cotacoes per row: for small tables).
 */
export async function trigramasMalContados(db: Queryable) {
  const { rows } = await db.query(
    `SELECT t.trigrama, t.total, c.n FROM cotacoes_por_trigrama t
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM cotacoes c WHERE strpos(c.cliente_busca, t.trigrama) > 0) c
      WHERE t.total <> c.n`,
  );
  return rows;
}

/** Expects cotacoes_por_trigrama to be its recount, and each row its count(*) (small tables). */
export async function confereTrigramas(db: Queryable) {
  const { porTrigrama, recontagem } = await trigramasDaBusca(db);
  expect(porTrigrama).toEqual(recontagem);
  expect(await trigramasMalContados(db)).toEqual([]);
}
