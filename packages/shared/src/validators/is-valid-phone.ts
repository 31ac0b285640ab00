import { stripMask } from './strip-mask.js';

/** True for a phone with 10 or 11 digits (area code included), masked or bare. */
export function isValidPhone(value: unknown): boolean {
  return /^\d{10,11}$/.test(stripMask(value));
}
