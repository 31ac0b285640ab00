import type pg from 'pg';

export interface Achado {
  onde: string;
  valor: string;
}

/**
 * Searches every text, varchar, char, json and jsonb column of every table in `public` and the job
 * queue's schema (pgboss) for each value, case-insensitively. Answers where each one was found.
 */
export async function procurarEmTodoOBanco(db: pg.Pool, valores: string[]): Promise<Achado[]> {
  const { rows: colunas } = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema IN ('public', 'pgboss') AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
      ORDER BY 1, 2, 3`,
  );
  const achados: Achado[] = [];
  for (const { table_schema, table_name, column_name } of colunas) {
    const onde = `${table_schema}.${table_name}.${column_name}`;
    const { rows } = await db.query<{ v: string }>(
      `SELECT v FROM unnest($1::text[]) v
        WHERE EXISTS (SELECT 1 FROM "${table_schema}"."${table_name}" WHERE "${column_name}"::text ILIKE '%' || v || '%')`,
      [valores],
    );
    achados.push(...rows.map((row) => ({ onde, valor: row.v })));
  }
  return achados;
}

/** A digest of every row of every table in `public`, to prove a second run changed nothing. */
export async function retratoDoBanco(db: pg.Pool): Promise<Record<string, string>> {
  const { rows: tabelas } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const retrato: Record<string, string> = {};
  for (const { table_name } of tabelas) {
    const { rows } = await db.query<{ h: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t`,
    );
    retrato[table_name] = rows[0].h;
  }
  return retrato;
}
