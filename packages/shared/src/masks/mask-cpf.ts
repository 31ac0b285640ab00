import { applyPattern } from './apply-pattern.js';

/** Masks a (partial) CPF as 000.000.000-00, ignoring non-digits and dropping extra digits. */
export function maskCpf(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return applyPattern(digits, '###.###.###-##');
}
