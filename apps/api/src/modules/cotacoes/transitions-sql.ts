import { sql, type SqlBool } from 'kysely';
import { COTACAO_STATUSES, type CotacaoStatus } from '@portal/shared/constants';
import { COTACAO_EVENTOS, TRANSICOES, type CotacaoAcao, type CotacaoEventoTipo } from '@portal/shared/cotacoes';

// The table's names written into the SQL text as literals, as the statements had them by hand: the
// plans stay the same (a one-status IN is the plain `=` the partial indexes are declared with). Only
// the table's own words are ever written here, never input.
const literal = (nome: string, conhecidos: readonly string[]) => {
  if (!conhecidos.includes(nome)) throw new Error(`Nome fora da tabela de transições: ${nome}`);
  return `'${nome}'`;
};

/** `coluna IN ('a', 'b')`: the statuses `acao` starts from (TRANSICOES). */
export function statusDe(acao: CotacaoAcao, coluna = 'c.status'): string {
  return `${coluna} IN (${TRANSICOES[acao].de.map((s) => literal(s, COTACAO_STATUSES)).join(', ')})`;
}

/** The status `acao` leaves, as an SQL literal. */
export function statusPara(acao: CotacaoAcao): string {
  return literal(TRANSICOES[acao].para, COTACAO_STATUSES satisfies readonly CotacaoStatus[]);
}

/** The history entry type `acao` writes, as an SQL literal. */
export function eventoDe(acao: CotacaoAcao): string {
  return literal(TRANSICOES[acao].evento ?? '', COTACAO_EVENTOS satisfies readonly CotacaoEventoTipo[]);
}

/** statusDe as a Kysely condition (the same literal SQL text). */
export const emStatusDe = (acao: CotacaoAcao, coluna = 'c.status') => sql.raw<SqlBool>(statusDe(acao, coluna));

/** statusPara as a Kysely value (the same literal). */
export const paraStatus = (acao: CotacaoAcao) => sql.raw<string>(statusPara(acao));

/** eventoDe as a Kysely value (the same literal). */
export const eventoLiteral = (acao: CotacaoAcao) => sql.raw<string>(eventoDe(acao));
