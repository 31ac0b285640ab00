import { scaledNumber, toScaled } from './decimal.js';
import { ratear } from './rateio.js';
import { somarDias } from './regras.js';

/** One installment as stored and sent: days after the base date and its share of the total (%). */
export interface ParcelaTermo {
  dias: number;
  percentual: number;
}

/** An installment as answered: its amount (they add up to the total) and due date. */
export interface ParcelaCalculada extends ParcelaTermo {
  valor: number;
  /** 'YYYY-MM-DD', or null while the quotation has not been sent. */
  vencimento: string | null;
}

/**
 * The installments' amounts in cents: the total split by their percentages with the largest
 * remainder, so they add up to the total to the cent.
 */
export function valoresDasParcelas(totalCentavos: bigint, parcelas: readonly ParcelaTermo[]): bigint[] {
  return ratear(
    totalCentavos,
    parcelas.map((p) => toScaled(p.percentual, 2) ?? 0n),
  );
}

/**
 * The base date of the due dates (docs/api.md): the day the customer accepted, when accepted; else the
 * day it was sent; null for a draft. Days are Brasília days ('YYYY-MM-DD').
 */
export function dataBaseDasParcelas(aceitaEm: string | null, enviadaEm: string | null): string | null {
  return aceitaEm ?? enviadaEm;
}

/** Each installment with its amount and due date (base date + dias). */
export function calcularParcelas(
  totalCentavos: bigint,
  parcelas: readonly ParcelaTermo[],
  dataBase: string | null,
): ParcelaCalculada[] {
  const valores = valoresDasParcelas(totalCentavos, parcelas);
  return parcelas.map((p, i) => ({
    dias: p.dias,
    percentual: p.percentual,
    valor: scaledNumber(valores[i], 2),
    vencimento: dataBase === null ? null : somarDias(dataBase, p.dias),
  }));
}
