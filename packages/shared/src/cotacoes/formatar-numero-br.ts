/**
 * An exact number (integer of 10^-casas units) written the Brazilian way: dots group thousands and a comma
 * marks the decimals. With `fixas` all `casas` decimals are printed (money: '1.234,50'); otherwise trailing
 * zeros are dropped (quantities: '1.500', '1,5'). Reading the text back with `lerNumeroBr(texto, casas)`
 * gives the same units.
 */
export function formatarNumeroBr(unidades: bigint, casas: number, fixas = false): string {
  const negativo = unidades < 0n;
  const digitos = (negativo ? -unidades : unidades).toString().padStart(casas + 1, '0');
  const inteiro = digitos.slice(0, digitos.length - casas).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fracao = casas === 0 ? '' : digitos.slice(-casas);
  const decimais = fixas ? fracao : fracao.replace(/0+$/, '');
  return `${negativo ? '-' : ''}${inteiro}${decimais ? `,${decimais}` : ''}`;
}
