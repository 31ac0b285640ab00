import { toScaled } from './decimal.js';

/**
 * 'R$ 1.234,56' from an exact amount (a JSON number with at most 2 decimals, or its decimal text);
 * '' when the value is not such an amount. Digits are grouped by hand: no float arithmetic.
 */
export function formatarReais(value: number | string): string {
  const cents = toScaled(value, 2);
  if (cents === null) return '';
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  const inteiro = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${inteiro},${digits.slice(-2)}`;
}
