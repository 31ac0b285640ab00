import type pg from 'pg';

/** Every row of every table in `public` and the queue's schema: table → primary key → md5 of the row. */
export type Retrato = Map<string, Map<string, string>>;

// No one's rows: counts kept by triggers over all customers (active pf, new per month) and the
// queue's own clock (pgboss.version: schema version, last maintenance and cron run).
const AGREGADOS = new Set(['public.clientes_contagem', 'public.clientes_por_mes', 'pgboss.version']);

async function tabelas(db: pg.Pool): Promise<{ nome: string; chave: string }[]> {
  const { rows } = await db.query<{ nome: string; chave: string | null }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS nome,
            (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum)
               FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
              WHERE i.indrelid = c.oid AND i.indisprimary) AS chave
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname IN ('public', 'pgboss')
      ORDER BY 1`,
  );
  return rows.filter((row) => !AGREGADOS.has(row.nome)).map((row) => ({ nome: row.nome, chave: row.chave ?? 't' }));
}

export async function retratar(db: pg.Pool): Promise<Retrato> {
  const retrato: Retrato = new Map();
  for (const { nome, chave } of await tabelas(db)) {
    const { rows } = await db.query<{ k: string; h: string }>(
      `SELECT row(${chave})::text AS k, md5(t::text) AS h FROM ${nome} t`,
    );
    retrato.set(nome, new Map(rows.map((row) => [row.k, row.h])));
  }
  return retrato;
}

/** The rows present in `depois` and not in `antes`, per table: what one step created. */
export function novas(antes: Retrato, depois: Retrato): Map<string, Set<string>> {
  const criadas = new Map<string, Set<string>>();
  for (const [tabela, linhas] of depois) {
    const anteriores = antes.get(tabela) ?? new Map();
    criadas.set(tabela, new Set([...linhas.keys()].filter((k) => !anteriores.has(k))));
  }
  return criadas;
}

/** Rows of `antes`, outside `proprias`, that `depois` lacks or holds changed: "table key". */
export function alteradas(antes: Retrato, depois: Retrato, proprias: Map<string, Set<string>>): string[] {
  const diferencas: string[] = [];
  for (const [tabela, linhas] of antes) {
    const agora = depois.get(tabela) ?? new Map();
    for (const [k, h] of linhas) {
      if (proprias.get(tabela)?.has(k)) continue;
      if (agora.get(k) !== h) diferencas.push(`${tabela} ${k} ${agora.has(k) ? 'alterada' : 'apagada'}`);
    }
  }
  return diferencas;
}

/** The text of the given rows (table → keys) that still exist, to search for values. */
export async function textos(db: pg.Pool, linhas: Map<string, Set<string>>): Promise<string[]> {
  const todos: string[] = [];
  for (const { nome, chave } of await tabelas(db)) {
    const chaves = [...(linhas.get(nome) ?? [])];
    if (!chaves.length) continue;
    const { rows } = await db.query<{ v: string }>(
      `SELECT t::text AS v FROM ${nome} t WHERE row(${chave})::text = ANY($1::text[])`,
      [chaves],
    );
    todos.push(...rows.map((row) => `${nome}: ${row.v}`));
  }
  return todos;
}
