import { stripMask } from './strip-mask.js';

/** True for a phone with 10 or 11 digits (area code included), masked or bare. */
export function isValidPhone(value: unknown): boolean {
  return /^\d{10,11}$/.test(stripMask(value));
}

/**
 * The optional-phone rule of every form (contact, Meus Dados): absent, blank or only mask punctuation ('( ) -') is no phone; anything
 * else must be 10 or 11 digits once the mask is removed, else the form's message. A letter is never
 * dropped to make the rest valid: 'abc' is a wrong phone, not a missing one.
 */
export function optionalPhoneError(value: unknown, message: string): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !stripMask(value))) return undefined;
  return isValidPhone(value) ? undefined : message;
}
