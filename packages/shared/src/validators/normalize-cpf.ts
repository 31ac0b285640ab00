import { stripMask } from './strip-mask.js';

/** The 11 digits of a CPF given masked or bare, or '' when it is not 11 digits. No checksum check. */
export function normalizeCpf(value: unknown): string {
  const cpf = stripMask(value);
  return /^\d{11}$/.test(cpf) ? cpf : '';
}
