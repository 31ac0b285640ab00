import { applyPattern } from './apply-pattern.js';

/** Masks a (partial) CEP as 00000-000, ignoring non-digits and dropping extra digits. */
export function maskCep(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return applyPattern(digits, '#####-###');
}
