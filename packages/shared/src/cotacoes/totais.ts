import { scaledNumber, toScaled } from './decimal.js';
import { ratear } from './rateio.js';

/** Scales of the stored numbers: money in cents, quantity in thousandths, discount in basis points. */
export const ESCALA = { dinheiro: 2, quantidade: 3, desconto: 2 } as const;

export interface ItemValores {
  quantidade: number | string;
  precoUnitario: number | string;
  descontoPercentual?: number | string | null;
  /** IPI rate of the line (%), 0 when absent. */
  ipiPercentual?: number | string | null;
  /** ICMS-ST amount the salesperson informs for the line (R$), 0 when absent. */
  icmsStValor?: number | string | null;
}

export interface ItemCalculado {
  /** Round-half-up of quantidade x preço, in cents. */
  brutoCentavos: bigint;
  /** Round-half-up of quantidade x preço x (1 - desconto/100), in cents. */
  totalCentavos: bigint;
}

/** A line within the quotation: its share of the total discount and its taxes. */
export interface ItemComImpostos extends ItemCalculado {
  /** The line's share of the discount on the total (largest remainder over the lines' net values). */
  descontoTotalCentavos: bigint;
  /** IPI base: the line's net value after its own discount and its share of the total discount. */
  baseIpiCentavos: bigint;
  /** Round-half-up of base x ipiPercentual / 100. */
  ipiCentavos: bigint;
  icmsStCentavos: bigint;
}

export interface TotaisCalculados {
  itens: ItemComImpostos[];
  subtotalCentavos: bigint;
  /** Line discounts: sum of (gross - net). */
  descontosCentavos: bigint;
  /** Discount on the total: round-half-up of (sum of net lines) x descontoTotalPercentual / 100. */
  descontoTotalCentavos: bigint;
  freteCentavos: bigint;
  ipiCentavos: bigint;
  icmsStCentavos: bigint;
  totalCentavos: bigint;
}

/** The same totals as JSON numbers (at most 2 decimals). */
export interface Totais {
  itens: number[];
  subtotal: number;
  descontos: number;
  descontoTotal: number;
  frete: number;
  ipi: number;
  icmsSt: number;
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
 * A quotation's totals from its rounded lines, in this order (docs/api.md, "Totais"):
 * subtotal = sum of gross lines; descontos = sum of (gross - net); descontoTotal = the total discount
 * on the sum of net lines, shared among the lines; IPI per line on its net value after both
 * discounts; ICMS-ST as informed per line; total = subtotal - descontos - descontoTotal + frete +
 * ipi + icmsSt. The server stores these; the web shows them.
 */
export function calcularTotaisCentavos(
  itens: ItemValores[],
  frete: number | string = 0,
  descontoTotalPercentual: number | string | null = 0,
): TotaisCalculados {
  const linhas = itens.map(calcularItem);
  const subtotal = linhas.reduce((sum, linha) => sum + linha.brutoCentavos, 0n);
  const liquido = linhas.reduce((sum, linha) => sum + linha.totalCentavos, 0n);
  const freteCentavos = scaled(frete, 2, 'frete');
  const percentual = scaled(descontoTotalPercentual, 2, 'descontoTotalPercentual');
  if (percentual > BASIS) throw new RangeError(`descontoTotalPercentual inválido: ${String(descontoTotalPercentual)}`);
  const descontoTotal = roundHalfUp(liquido * percentual, BASIS);
  const partes = ratear(
    descontoTotal,
    linhas.map((linha) => linha.totalCentavos),
  );
  const comImpostos = linhas.map((linha, i): ItemComImpostos => {
    const base = linha.totalCentavos - partes[i];
    const ipi = scaled(itens[i].ipiPercentual, 2, 'ipiPercentual');
    return {
      ...linha,
      descontoTotalCentavos: partes[i],
      baseIpiCentavos: base,
      ipiCentavos: roundHalfUp(base * ipi, BASIS),
      icmsStCentavos: scaled(itens[i].icmsStValor, 2, 'icmsStValor'),
    };
  });
  const ipiCentavos = comImpostos.reduce((sum, linha) => sum + linha.ipiCentavos, 0n);
  const icmsStCentavos = comImpostos.reduce((sum, linha) => sum + linha.icmsStCentavos, 0n);
  return {
    itens: comImpostos,
    subtotalCentavos: subtotal,
    descontosCentavos: subtotal - liquido,
    descontoTotalCentavos: descontoTotal,
    freteCentavos,
    ipiCentavos,
    icmsStCentavos,
    totalCentavos: liquido - descontoTotal + freteCentavos + ipiCentavos + icmsStCentavos,
  };
}

/** `calcularTotaisCentavos` as JSON numbers. */
export function calcularTotais(
  itens: ItemValores[],
  frete: number | string = 0,
  descontoTotalPercentual: number | string | null = 0,
): Totais {
  const t = calcularTotaisCentavos(itens, frete, descontoTotalPercentual);
  const money = (cents: bigint) => scaledNumber(cents, ESCALA.dinheiro);
  return {
    itens: t.itens.map((linha) => money(linha.totalCentavos)),
    subtotal: money(t.subtotalCentavos),
    descontos: money(t.descontosCentavos),
    descontoTotal: money(t.descontoTotalCentavos),
    frete: money(t.freteCentavos),
    ipi: money(t.ipiCentavos),
    icmsSt: money(t.icmsStCentavos),
    total: money(t.totalCentavos),
  };
}
