import { normalizeCpf } from './normalize-cpf.js';

/** True for a CPF (masked or bare) with 11 digits, not all equal, and both check digits right. */
export function isValidCpf(value: unknown): boolean {
  const cpf = normalizeCpf(value);
  if (cpf === '' || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = Array.from(cpf, Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}

// Weights run from length + 1 down to 2 over the first `length` digits.
function checkDigit(digits: number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
