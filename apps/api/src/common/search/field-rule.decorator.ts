import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Returns the message of the first broken rule, or undefined when the value is fine. */
export type FieldCheck<T extends object> = (value: unknown, dto: T) => string | undefined;

/**
 * One validator per field holding all of its rules in order, so the answer carries the contract's
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

// The text helpers live with the shared rules; re-exported for the DTOs not yet moved to them.
export { cleanText, isText } from '@portal/shared/validators';
