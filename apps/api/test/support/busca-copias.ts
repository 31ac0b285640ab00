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
