import { formatarNumeroBr } from './formatar-numero-br.js';

/**
 * 'R$ 1.234,56' from an exact amount (a JSON number with at most 2 decimals, or its decimal text); ''
 * when there is none or it is not such an amount. The one money formatter of the screens, the PDF and
 * the e-mails (a plain space after R$, as the PDF prints it).
 */
export function formatarReais(value: number | string | null | undefined): string {
  const numero = formatarNumeroBr(value, 2, true);
  if (!numero) return '';
  return numero.startsWith('-') ? `-R$ ${numero.slice(1)}` : `R$ ${numero}`;
}
