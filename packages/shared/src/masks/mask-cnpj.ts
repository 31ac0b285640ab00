import { applyPattern } from './apply-pattern.js';

/**
 * Masks a (partial) CNPJ as 00.000.000/0000-00. The first 12 positions take letters or digits
 * (upper-cased, alphanumeric CNPJ); the last 2 take digits only. Extra characters are dropped.
 */
export function maskCnpj(value: string | null | undefined): string {
  let kept = '';
  for (const char of typeof value === 'string' ? value.toUpperCase() : '') {
    if (kept.length === 14) break;
    if ((kept.length < 12 ? /^[A-Z0-9]$/ : /^[0-9]$/).test(char)) kept += char;
  }
  return applyPattern(kept, '##.###.###/####-##');
}
