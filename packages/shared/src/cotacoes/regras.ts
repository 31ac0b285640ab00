import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';
import { textoImprimivelError } from '../validators/texto-imprimivel.js';
import { toScaled } from './decimal.js';
import { lerNumeroBr } from './ler-numero-br.js';

/** Field limits of a quotation. */
export const COTACAO_LIMITS = {
  condicoesPagamento: 500,
  prazoEntrega: 200,
  observacoes: 2000,
  transportadora: 100,
  motivoRecusa: 500,
  unidade: 6,
  itens: 500,
  /** numeric(14,2): 12 integer digits. */
  maxDinheiroCentavos: 99_999_999_999_999n,
  /** numeric(14,3): 11 integer digits. */
  maxQuantidadeMilli: 99_999_999_999_999n,
} as const;

/** Days a new quotation stays valid when the form leaves `validade` empty (QUOTE_VALIDITY_DAYS). */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 15;

/**
 * The field's message, or undefined when `value` is in range. A JSON number is read as it is; a text is
 * read the Brazilian way (`lerNumeroBr`: '1.500' is 1500), and a text that is not a number gets the
 * reader's message (malformed, ambiguous, too many decimals).
 */
function rangeError(value: unknown, scale: number, max: bigint, message: string, positive = false): string | undefined {
  let units: bigint | null = null;
  if (typeof value === 'number') units = toScaled(value, scale);
  else if (typeof value === 'string') {
    const lido = lerNumeroBr(value, scale);
    if (!lido.ok) return lido.erro;
    units = lido.unidades;
  }
  return units !== null && units <= max && (positive ? units > 0n : units >= 0n) ? undefined : message;
}

/** Undefined when `value` is a money amount (0 to 999.999.999.999,99, 2 decimals), else the message. */
export function dinheiroError(value: unknown, message: string = M.itemPrecoInvalid): string | undefined {
  return rangeError(value, 2, COTACAO_LIMITS.maxDinheiroCentavos, message);
}

export function quantidadeError(value: unknown): string | undefined {
  return rangeError(value, 3, COTACAO_LIMITS.maxQuantidadeMilli, M.itemQuantidadeInvalid, true);
}

export function descontoError(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : rangeError(value, 2, 10000n, M.itemDescontoInvalid);
}

/** IPI rate: 0 to 999,99% (TIPI rates pass 100%), optional. */
export function ipiError(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : rangeError(value, 2, 99999n, M.itemIpiInvalid);
}

/** An optional percentage of 0 to 100 with `message` (the discount on the total). */
export function percentualError(value: unknown, message: string): string | undefined {
  return value === undefined || value === null ? undefined : rangeError(value, 2, 10000n, message);
}

export function unidadeError(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= COTACAO_LIMITS.unidade
    ? textoImprimivelError(value, 'Unidade')
    : M.itemUnidadeInvalid;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in Brasília ('YYYY-MM-DD') at the instant `now`. */
export function hojeEmBrasilia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function somarDias(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as 'dd/mm/aaaa'. */
export function dataBr(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
