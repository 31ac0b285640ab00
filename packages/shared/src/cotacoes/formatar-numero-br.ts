import { toScaled } from './decimal.js';

/**
 * An exact number written the Brazilian way: dots group thousands and a comma marks the decimals. The
 * value is an integer of 10^-casas units (bigint) or a JSON number / decimal text from the server with at
 * most `casas` decimals; '' for null, undefined or a value that is not such a number. With `fixas` all
 * `casas` decimals are printed (money: '1.234,50'); otherwise trailing zeros are dropped (quantities:
 * '1.500', '1,5'). Reading the text back with `lerNumeroBr(texto, casas)` gives the same value. The one
 * number formatter of the portal (screens, PDF, e-mails): no float arithmetic, no Intl rounding.
 */
export function formatarNumeroBr(
  valor: bigint | number | string | null | undefined,
  casas: number,
  fixas = false,
): string {
  const unidades =
    typeof valor === 'bigint' ? valor : valor === null || valor === undefined ? null : toScaled(valor, casas);
  if (unidades === null) return '';
  const negativo = unidades < 0n;
  const digitos = (negativo ? -unidades : unidades).toString().padStart(casas + 1, '0');
  const inteiro = digitos.slice(0, digitos.length - casas).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fracao = casas === 0 ? '' : digitos.slice(-casas);
  const decimais = fixas ? fracao : fracao.replace(/0+$/, '');
  return `${negativo ? '-' : ''}${inteiro}${decimais ? `,${decimais}` : ''}`;
}
