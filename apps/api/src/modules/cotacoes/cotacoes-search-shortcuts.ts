import type { CotacaoSearchQueryDto, CotacaoSortField } from './dto/cotacao-search-query.dto.js';

// Four tables kept by triggers on cotacoes serve the staff search's common shapes (issue 30); any other
// filter or sort, including one added later, reads cotacoes and counts real rows.

// The filter's pattern as the database compares it ('%term%' with LIKE's wildcards escaped). A plan
// made for the value folds it into a constant; a generic plan would compute it for every row it
// compares (unaccent's dictionary each time), so there it is a subquery computed once (`umaVez`).
const normalizado = (placeholder: string, umaVez = false) =>
  umaVez ? `(SELECT lower(immutable_unaccent(${placeholder})))` : `lower(immutable_unaccent(${placeholder}))`;

/** The customer name filter: `column` holds a customer's busca text (lowercase, unaccented). */
export const nomeContem = (column: string, placeholder: string, umaVez = false) =>
  `${column} LIKE ${normalizado(placeholder, umaVez)}`;

/**
 * A term the search by name alone runs with a generic plan (decisoes/0011): 3 or more letters or digits.
 * Its total is one row of cotacoes_por_trigrama (3) or a sum over cotacoes_por_nome found by its trigram
 * index (4+), its fallback the trigram index of cotacoes_busca: pg_trgm extracts trigrams from any such
 * term, so the index is the right path whatever the term (measured at 1M: 'cons' 6.2 -> 2.6 ms, a rare
 * 'caxias' 1.6 -> 0.4 ms). Wildcards, spaces or punctuation keep the plan made for their value.
 */
export const termoDeLetras = (termo: string) => /^[\p{L}\p{N}]{3,}$/u.test(termo);

// A pattern '%xyz%' whose xyz is 3 characters, none a LIKE wildcard or escape: it matches a text
// exactly when xyz is one of the text's 3-character pieces.
const TRES_LETRAS = `'^%[^%_\\\\]{3}%$'`;

/**
 * The total of a search filtered by customer name alone. A term of 3 characters once normalised (the
 * most common, matching the most names) reads one row of cotacoes_por_trigrama (quotations per raw
 * 3-character piece of cliente_busca). Any other sums cotacoes_por_nome (quotations per distinct
 * cliente_busca): a quotation matches exactly when its cliente_busca does, so the sum over the
 * matching names is the count(*) of the matching quotations, with a recheck per name instead of per
 * quotation. Planned for its values, the CASE is decided then and the branch not taken is not
 * planned; in a generic plan (termoDeLetras) both are, and only one runs.
 */
export const nameOnlyTotal = (placeholder: string, umaVez = false) => {
  const padrao = normalizado(placeholder, umaVez);
  return `SELECT CASE WHEN ${padrao} ~ ${TRES_LETRAS}
    THEN coalesce((SELECT g.total FROM cotacoes_por_trigrama g WHERE g.trigrama = substr(${padrao}, 2, 3)), 0)
    ELSE (SELECT coalesce(sum(t.total), 0)::int FROM cotacoes_por_nome t WHERE ${nomeContem('t.cliente_busca', placeholder, umaVez)})
    END AS n`;
};

/** The parameters a search over the narrow cotacoes_busca copy may carry (it holds what they read). */
const NARROW_PARAMS = new Set([
  'cliente',
  'status',
  'criadaDe',
  'criadaAte',
  'page',
  'pageSize',
  'sortField',
  'sortDirection',
]);

/**
 * A customer-name search whose filters and sort cotacoes_busca covers (id, cliente_busca, status,
 * criado_em) gathers its matches there: 2.3x fewer pages than the wide cotacoes for a common term.
 */
export function readsNarrowCopy(query: CotacaoSearchQueryDto, sortField: CotacaoSortField): boolean {
  return (
    sortField === 'criado_em' &&
    Object.entries(query).every(([name, value]) => value === undefined || NARROW_PARAMS.has(name))
  );
}

/** Placeholders of the filters cotacoes_por_dia can answer (status, Brasília creation day). */
export interface CountedFilters {
  status?: string;
  de?: string;
  ate?: string;
}

/**
 * The total of a search filtered only by status and/or creation period, summed from the per-status,
 * per-day counters: criadaDe/criadaAte are whole Brasília days, the counters' own unit, so the sum is
 * the count(*) exactly. `undefined` when another filter applies (`filters` counts the where's params).
 */
export function countedTotal(placeholders: CountedFilters, filters: number): string | undefined {
  const conditions = [
    placeholders.status && `t.status = ${placeholders.status}`,
    placeholders.de && `t.dia >= ${placeholders.de}::date`,
    placeholders.ate && `t.dia <= ${placeholders.ate}::date`,
  ].filter(Boolean);
  if (conditions.length !== filters) return undefined;
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT coalesce(sum(t.total), 0)::int AS n FROM cotacoes_por_dia t ${where}`;
}
