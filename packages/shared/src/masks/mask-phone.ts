import { applyPattern } from './apply-pattern.js';

/**
 * Masks a (partial) phone as (00)0000-0000, or (00)00000-0000 once it has 11 digits.
 * Non-digits are ignored and digits beyond 11 dropped.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 11) : '';
  return applyPattern(digits, digits.length === 11 ? '(##)#####-####' : '(##)####-####');
}
