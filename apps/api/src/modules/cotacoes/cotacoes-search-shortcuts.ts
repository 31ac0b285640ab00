import type { CotacaoSearchQueryDto, CotacaoSortField } from './dto/cotacao-search-query.dto.js';

// Three tables kept by triggers on cotacoes serve the staff search's common shapes (issue 30); any other
// filter or sort, including one added later, reads cotacoes and counts real rows.

/** The customer name filter: `column` holds a customer's busca text (lowercase, unaccented). */
export const nomeContem = (column: string, placeholder: string) =>
  `${column} LIKE lower(immutable_unaccent(${placeholder}))`;

/**
 * The total of a search filtered by customer name alone, summed from cotacoes_por_nome (quotations per
 * distinct cliente_busca): a quotation matches exactly when its cliente_busca does, so the sum over
 * the matching names is the count(*) of the matching quotations, with a recheck per name instead of
 * per quotation.
 */
export const nameOnlyTotal = (placeholder: string) =>
  `SELECT coalesce(sum(t.total), 0)::int AS n FROM cotacoes_por_nome t WHERE ${nomeContem('t.cliente_busca', placeholder)}`;

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
