import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Returns the message of the first broken rule, or undefined when the value is fine. */
export type FieldCheck<T extends object> = (value: unknown, dto: T) => string | undefined;

/**
 * One validator per field holding all of its rules in order, so the answer carries the spec's
 * message for the first broken one (rules may depend on other fields, e.g. tipo_pessoa).
 */
export function FieldRule<T extends object>(check: FieldCheck<T>): PropertyDecorator {
  return ValidateBy({
    name: 'fieldRule',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => check(value, args?.object as T) === undefined,
      defaultMessage: (args?: ValidationArguments) => check(args?.value, args?.object as T) ?? '',
    },
  });
}

/** Trimmed text; numbers become text; null/undefined/blank become undefined; other types stay. */
export function cleanText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A present text: a non-empty string. */
export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
