import { formatarNumeroBr, lerNumeroBr, toScaled } from '@portal/shared/cotacoes';

/** A number from the server as its field shows it, the Brazilian way ('1.500', '1.234,50'); '' for none. */
export function numeroNoCampo(value: number | null | undefined, casas: number, fixas = false): string {
  const unidades = value === null || value === undefined ? null : toScaled(value, casas);
  return unidades === null ? '' : formatarNumeroBr(unidades, casas, fixas);
}

/** The plain decimal text ('1500', '1234.5') of a number typed in a field (read by `lerNumeroBr`), or null. */
export function valorDigitado(texto: string, casas: number): string | null {
  const lido = lerNumeroBr(texto, casas);
  return lido.ok ? lido.valor : null;
}

/** What a number field shows while not focused: the typed value formatted, or the text itself when not a number. */
export function numeroExibido(texto: string, casas: number, fixas = false): string {
  const lido = lerNumeroBr(texto, casas);
  return lido.ok ? formatarNumeroBr(lido.unidades, casas, fixas) : texto;
}
