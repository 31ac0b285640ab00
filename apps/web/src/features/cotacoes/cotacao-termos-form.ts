import {
  formatarNumeroBr,
  lerNumeroBr,
  normalizeParcela,
  parcelaErrors,
  type ParcelaCalculada,
  type ParcelaTermo,
} from '@portal/shared/cotacoes';

/** One installment as typed: days and percentage stay text until saved (the percentage read the Brazilian way). */
export interface ParcelaForm {
  key: string;
  dias: string;
  percentual: string;
}

let nextKey = 0;
export const novaParcela = (dias = '', percentual = ''): ParcelaForm => ({ key: `p${++nextKey}`, dias, percentual });

export function parcelasDaCotacao(parcelas: ParcelaCalculada[]): ParcelaForm[] {
  return parcelas.map((p) => novaParcela(String(p.dias), formatarNumeroBr(p.percentual, 2)));
}

// Days typed as digits become a number; anything else stays text for the rule to refuse.
const dias = (texto: string): unknown => (/^\d{1,5}$/.test(texto.trim()) ? Number(texto.trim()) : texto);

/** The list as the rules (and the API) read it: percentages as typed, normalised by the shared reader. */
export function parcelasEnviadas(parcelas: ParcelaForm[]): unknown[] {
  return parcelas.map((p) => normalizeParcela({ dias: dias(p.dias), percentual: p.percentual }));
}

/** Each installment's own messages (the shared rule set). */
export function validateParcelas(parcelas: ParcelaForm[]) {
  return parcelasEnviadas(parcelas).map((p) => parcelaErrors(p as Record<string, unknown>));
}

/** The installments for the API; call only once the rules accepted them. */
export function parcelasDoForm(parcelas: ParcelaForm[]): ParcelaTermo[] {
  return parcelas.map((p) => {
    const lido = lerNumeroBr(p.percentual, 2);
    return { dias: Number(p.dias.trim()), percentual: lido.ok ? Number(lido.valor) : 0 };
  });
}
