import { formatarNumeroBr, lerNumeroBr } from '@portal/shared/cotacoes';

/**
 * What a number field shows while not focused: the typed value read and written back by the one reader
 * and formatter of packages/shared, or the text itself when it is not a number.
 */
export function numeroExibido(texto: string, casas: number, fixas = false): string {
  const lido = lerNumeroBr(texto, casas);
  return lido.ok ? formatarNumeroBr(lido.unidades, casas, fixas) : texto;
}
