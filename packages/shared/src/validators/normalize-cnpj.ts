import { stripMask } from './strip-mask.js';

/**
 * The 14 upper-case characters of a CNPJ given masked or bare, numeric or alphanumeric
 * (12 of [A-Z0-9] then 2 digits), or '' when it has another shape. No checksum check.
 */
export function normalizeCnpj(value: unknown): string {
  const cnpj = stripMask(value).toUpperCase();
  return /^[A-Z0-9]{12}\d{2}$/.test(cnpj) ? cnpj : '';
}
