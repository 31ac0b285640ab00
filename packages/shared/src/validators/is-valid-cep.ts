import { stripMask } from './strip-mask.js';

/** True for a CEP with exactly 8 digits, masked (00000-000) or bare. */
export function isValidCep(value: unknown): boolean {
  return /^\d{8}$/.test(stripMask(value));
}
