import { scaledNumber, toScaled } from './decimal.js';

/** Scales of the stored numbers: money in cents, quantity in thousandths, discount in basis points. */
export const ESCALA = { dinheiro: 2, quantidade: 3, desconto: 2 } as const;

export interface ItemValores {
  quantidade: number | string;
  precoUnitario: number | string;
  descontoPercentual?: number | string | null;
}

export interface ItemCalculado {
  /** Round-half-up of quantidade x preço, in cents. */
  brutoCentavos: bigint;
  /** Round-half-up of quantidade x preço x (1 - desconto/100), in cents. */
  totalCentavos: bigint;
}

export interface TotaisCalculados {
  itens: ItemCalculado[];
  subtotalCentavos: bigint;
  descontosCentavos: bigint;
  freteCentavos: bigint;
  totalCentavos: bigint;
}

/** The same totals as JSON numbers (at most 2 decimals). */
export interface Totais {
  itens: number[];
  subtotal: number;
  descontos: number;
  frete: number;
  total: number;
}

const MILLI_X_CENT = 1000n; // quantity scale
const BASIS = 10000n; // 100% in basis points

function scaled(value: number | string | null | undefined, scale: number, name: string): bigint {
  const units = toScaled(value ?? 0, scale);
  if (units === null || units < 0n) throw new RangeError(`${name} inválido: ${String(value)}`);
  return units;
}

/** Non-negative numerator / denominator rounded half-up. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * One line: total = quantidade x preço x (1 - desconto/100), rounded half-up to the cent, and the
 * gross amount (no discount) rounded the same way. Exact: BigInt over integer units.
 */
export function calcularItem(item: ItemValores): ItemCalculado {
  const quantidade = scaled(item.quantidade, 3, 'quantidade');
  const preco = scaled(item.precoUnitario, 2, 'precoUnitario');
  const desconto = scaled(item.descontoPercentual, 2, 'descontoPercentual');
  if (desconto > BASIS) throw new RangeError(`descontoPercentual inválido: ${String(item.descontoPercentual)}`);
  const bruto = quantidade * preco;
  return {
    brutoCentavos: roundHalfUp(bruto, MILLI_X_CENT),
    totalCentavos: roundHalfUp(bruto * (BASIS - desconto), MILLI_X_CENT * BASIS),
  };
}

/**
 * A quotation's totals from its rounded lines: subtotal = sum of gross lines, descontos = sum of
 * (gross - net), total = subtotal - descontos + frete. The server stores these; the web shows them.
 */
export function calcularTotaisCentavos(itens: ItemValores[], frete: number | string = 0): TotaisCalculados {
  const linhas = itens.map(calcularItem);
  const subtotal = linhas.reduce((sum, linha) => sum + linha.brutoCentavos, 0n);
  const liquido = linhas.reduce((sum, linha) => sum + linha.totalCentavos, 0n);
  const freteCentavos = scaled(frete, 2, 'frete');
  return {
    itens: linhas,
    subtotalCentavos: subtotal,
    descontosCentavos: subtotal - liquido,
    freteCentavos,
    totalCentavos: liquido + freteCentavos,
  };
}

/** `calcularTotaisCentavos` as JSON numbers. */
export function calcularTotais(itens: ItemValores[], frete: number | string = 0): Totais {
  const t = calcularTotaisCentavos(itens, frete);
  const money = (cents: bigint) => scaledNumber(cents, ESCALA.dinheiro);
  return {
    itens: t.itens.map((linha) => money(linha.totalCentavos)),
    subtotal: money(t.subtotalCentavos),
    descontos: money(t.descontosCentavos),
    frete: money(t.freteCentavos),
    total: money(t.totalCentavos),
  };
}
