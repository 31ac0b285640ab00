import { maxLengthMessage } from '../messages/max-length-message.js';

/**
 * A text trimmed and in Unicode NFC, the form the API turns every request text into before its rules
 * run: 'José' pasted decomposed ('e' + U+0301) counts 4 characters here as there, so a length rule
 * gives the browser and the server the same answer.
 */
export function trimmedText(value: string): string {
  return value.trim().normalize('NFC');
}

/** Trimmed text in NFC; numbers become text; null/undefined/blank become undefined; other types stay. */
export function cleanText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = trimmedText(value);
  return trimmed === '' ? undefined : trimmed;
}

/** cleanText, upper-cased when it is text. */
export function upperText(value: unknown): unknown {
  const text = cleanText(value);
  return typeof text === 'string' ? text.toUpperCase() : text;
}

/** A present text: a non-empty string. */
export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Required text within a length: the contract's "required" message, or the shared length message. */
export function requiredText(value: unknown, requiredMessage: string, label: string, max: number): string | undefined {
  if (!isText(value)) return requiredMessage;
  return value.length > max ? maxLengthMessage(label, max) : undefined;
}

/** Optional text within a length. */
export function optionalText(value: unknown, label: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  return !isText(value) || value.length > max ? maxLengthMessage(label, max) : undefined;
}

/** A required document (CPF, CNPJ): the "required" message when absent, the "invalid" one when `valid` says no. */
export function documentError(
  value: unknown,
  valid: (text: string) => boolean,
  requiredMessage: string,
  invalidMessage: string,
): string | undefined {
  return !isText(value) ? requiredMessage : valid(value) ? undefined : invalidMessage;
}

/** An optional true/false. */
export function flagError(value: unknown, message: string): string | undefined {
  return value === undefined || typeof value === 'boolean' ? undefined : message;
}

/**
 * The errors of a whole input, in field order; {} when valid. One message per field, unless a rule set
 * lets a field say several (M = string | readonly string[], Meus Dados).
 */
export type FieldErrors<F extends string, M = string> = Partial<Record<F, M>>;

/** Keeps the fields that have a message (rules answer undefined when a field is fine). */
export function collectErrors<F extends string, M = string>(checks: Record<F, M | undefined>): FieldErrors<F, M> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as FieldErrors<F, M>;
}

/** A field's messages as one text, for a form's helper line. */
export function messageText(messages: string | readonly string[] | undefined): string | undefined {
  return typeof messages === 'string' ? messages : messages?.join(' ');
}
