import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';
import { collectErrors } from '../validators/text-rules.js';
import { scaledText, toScaled } from './decimal.js';
import { numeroEnviado } from './numero-enviado.js';

/** How the customer pays (`meioPagamento`), with the words the PDF and the screens print. */
export const MEIOS_PAGAMENTO = {
  boleto: 'Boleto',
  pix: 'Pix',
  cartao: 'Cartão',
  transferencia: 'Transferência',
  outro: 'Outro',
} as const;
export type MeioPagamento = keyof typeof MEIOS_PAGAMENTO;

/** Who pays the freight (`freteModalidade`): CIF the seller (the `frete` value is charged), FOB the buyer. */
export const FRETE_MODALIDADES = {
  CIF: 'CIF (por conta do vendedor)',
  FOB: 'FOB (por conta do comprador)',
  sem_frete: 'Sem frete',
} as const;
export type FreteModalidade = keyof typeof FRETE_MODALIDADES;

export const PARCELAS_LIMITS = { parcelas: 24, dias: 3650 } as const;

const isInt = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** The fields of one installment, in the order of their messages. */
export const PARCELA_FIELDS = ['dias', 'percentual'] as const;
export type ParcelaField = (typeof PARCELA_FIELDS)[number];

/** An installment as checked: the percentage typed as text read the Brazilian way. */
export function normalizeParcela(input: Partial<Record<'dias' | 'percentual', unknown>>) {
  return { ...input, percentual: numeroEnviado(input.percentual, 2) };
}

/** The percentage of one installment in basis points, or null when it is not one (0 < p <= 100, 2 decimals). */
function percentualUnidades(value: unknown): bigint | null {
  const units = typeof value === 'number' ? toScaled(value, 2) : null;
  return units !== null && units > 0n && units <= 10000n ? units : null;
}

export function parcelaDiasError(value: unknown): string | undefined {
  return isInt(value, PARCELAS_LIMITS.dias) ? undefined : M.parcelaDiasInvalid;
}

export function parcelaPercentualError(value: unknown): string | undefined {
  return percentualUnidades(value) === null ? M.parcelaPercentualInvalid : undefined;
}

/** The messages of one normalised installment; {} when valid. */
export function parcelaErrors(input: Partial<Record<ParcelaField, unknown>>): Partial<Record<ParcelaField, string>> {
  return collectErrors<ParcelaField>({
    dias: parcelaDiasError(input.dias),
    percentual: parcelaPercentualError(input.percentual),
  });
}

/**
 * The list's own rule (each installment is checked by its own): at most 24, days increasing, the
 * percentages adding up to exactly 100. Empty or absent: no installments.
 */
export function parcelasError(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > PARCELAS_LIMITS.parcelas) return M.parcelasInvalid;
  if (!value.length) return undefined;
  const parcelas = value.map((p: unknown) =>
    typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : {},
  );
  const unidades = parcelas.map((p) => percentualUnidades(p.percentual));
  // A bad installment gets its own message; the sum is only meaningful once each one is valid.
  if (unidades.some((u) => u === null) || parcelas.some((p) => parcelaDiasError(p.dias))) return undefined;
  if (parcelas.some((p, i) => i > 0 && (p.dias as number) <= (parcelas[i - 1].dias as number)))
    return M.parcelasDiasCrescentes;
  const soma = unidades.reduce<bigint>((s, u) => s + (u ?? 0n), 0n);
  return soma === 10000n ? undefined : M.parcelasSoma(scaledText(soma, 2).replace('.', ','));
}

export function meioPagamentoError(value: unknown): string | undefined {
  return value === undefined || value === null || (typeof value === 'string' && Object.hasOwn(MEIOS_PAGAMENTO, value))
    ? undefined
    : M.meioPagamentoInvalid;
}

export function freteModalidadeError(value: unknown): string | undefined {
  return value === undefined || value === null || (typeof value === 'string' && Object.hasOwn(FRETE_MODALIDADES, value))
    ? undefined
    : M.freteModalidadeInvalid;
}

/**
 * A freight value is charged only with CIF. Without a modality (quotations written before it existed,
 * and programs that do not send it) the value is kept as it was.
 */
export function freteSomenteCifError(modalidade: unknown, frete: unknown): string | undefined {
  if (modalidade !== 'FOB' && modalidade !== 'sem_frete') return undefined;
  const units = typeof frete === 'number' ? toScaled(frete, 2) : null;
  return units === null || units === 0n ? undefined : M.freteSomenteCif;
}
