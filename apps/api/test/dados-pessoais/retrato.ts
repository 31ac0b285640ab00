import type pg from 'pg';

/** Every row of every table in `public` and the queue's schema: table → primary key → md5 of the row. */
export type Retrato = Map<string, Map<string, string>>;

// No one's rows: counts kept by triggers over all customers (active pf, new per month; quotations per
// customer text, shared by every customer of that text: an anonymisation moves the person's count to
// the anonymised text, and the row of a text no quotation has any more is deleted, which
// busca-copias.e2e-spec.ts holds equal to a recount; quotations per 3-character piece of those
// texts, por-trigrama.e2e-spec.ts) and the queue's own clock (pgboss.version:
// schema version, last maintenance and cron run; pgboss.instance: each running app's heartbeat;
// pgboss.schedule: each cron's last run, moved by the tick whenever it falls inside a test).
const AGREGADOS = new Set([
  'public.clientes_contagem',
  'public.clientes_por_mes',
  'public.cotacoes_por_nome',
  'public.cotacoes_por_trigrama',
  'pgboss.version',
  'pgboss.instance',
  'pgboss.schedule',
]);

// The queue's own jobs ('__pgboss__send-it': a cron tick handing out its job) are its clock too; the
// app's jobs (mail and the rest) stay in the picture.
const SEM_RELOGIO: Record<string, string> = { 'pgboss.job': `WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'` };

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
      `SELECT row(${chave})::text AS k, md5(t::text) AS h FROM ${nome} t ${SEM_RELOGIO[nome] ?? ''}`,
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

/**
 * The rows (table → keys) that name login `userId`: its address anywhere in the row's text (any
 * case), or its id in a column or JSON key that holds a user id. What a person's erasure may touch.
 */
export async function quemCita(db: pg.Pool, userId: number, email: string): Promise<Map<string, Set<string>>> {
  const chaves = ['user_id', 'autor_id', 'usuario_id', 'respondida_por'];
  const citadas = new Map<string, Set<string>>();
  for (const { nome, chave } of await tabelas(db)) {
    const { rows } = await db.query<{ k: string }>(
      `SELECT row(${chave})::text AS k FROM ${nome} t
        WHERE strpos(lower(t::text), lower($2)) > 0
           OR ${nome === 'public.users' ? 't.id = $1::int' : '$1::int IS NULL'} OR EXISTS (
                SELECT 1 FROM jsonb_each_text(to_jsonb(t)) e WHERE e.key = ANY($3::text[]) AND e.value = $4)
           OR to_jsonb(t)->'data'->>'userId' = $4 OR to_jsonb(t)->'data'->'owner'->>'userId' = $4`,
      [userId, email, chaves, String(userId)],
    );
    citadas.set(nome, new Set(rows.map((row) => row.k)));
  }
  return citadas;
}
