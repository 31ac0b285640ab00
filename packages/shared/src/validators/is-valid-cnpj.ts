import { normalizeCnpj } from './normalize-cnpj.js';

const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * True for a CNPJ, masked or bare, numeric or alphanumeric (IN RFB 2.229/2024): not all equal
 * and both check digits right, each character counting as its ASCII code minus 48.
 */
export function isValidCnpj(value: unknown): boolean {
  const cnpj = normalizeCnpj(value);
  if (cnpj === '' || /^(.)\1{13}$/.test(cnpj)) return false;
  return checkDigit(cnpj, 12) === cnpj.charCodeAt(12) - 48 && checkDigit(cnpj, 13) === cnpj.charCodeAt(13) - 48;
}

// First digit: weights 5,4,3,2,9..2 over 12 chars; second: 6,5,4,3,2,9..2 over 13.
function checkDigit(cnpj: string, length: number): number {
  const weights = WEIGHTS.slice(WEIGHTS.length - length);
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (cnpj.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
