import { SERVER_MESSAGES } from '@portal/shared/messages';
import { MAX_ROW_ID } from './row-id.js';

// @nestjs/swagger's metadata keys: the type each DTO field documents in the OpenAPI document.
const FIELDS = 'swagger/apiModelPropertiesArray';
const FIELD = 'swagger/apiModelProperties';

interface Documented {
  type?: unknown;
  isArray?: boolean;
}

type Errors = Record<string, string[]>;

/**
 * What the OpenAPI document promises about a field's JSON type, enforced for every DTO: text where
 * text is documented, numbers where numbers are, and an `integer` (`type: 'integer'`) that fits a
 * PostgreSQL integer column (0 to 2^31 - 1; digits in a string are accepted, as forms send them).
 * Decimal fields also take a string: the shared rules read "19,90" and "19.90". null and absent are
 * left to the DTO's own rules (required or not). Unknown and Object-typed fields are not checked.
 */
export function declaredTypeErrors(value: unknown, dto: unknown, prefix = ''): Errors {
  if (typeof dto !== 'function' || value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const names = (Reflect.getMetadata(FIELDS, dto.prototype) ?? []) as string[];
  const errors: Errors = {};
  for (const name of names.map((entry) => entry.replace(/^:/, ''))) {
    const field = Reflect.getMetadata(FIELD, dto.prototype, name) as Documented | undefined;
    const item = (value as Record<string, unknown>)[name];
    if (!field || item === undefined || item === null) continue;
    Object.assign(errors, fieldErrors(item, field, `${prefix}${name}`));
  }
  return errors;
}

function fieldErrors(value: unknown, field: Documented, path: string): Errors {
  if (!field.isArray) return valueErrors(value, field.type, path);
  if (!Array.isArray(value)) return { [path]: [SERVER_MESSAGES.expectedList] };
  return Object.assign({}, ...value.map((item, index) => valueErrors(item, field.type, `${path}.${index}`)));
}

function valueErrors(value: unknown, type: unknown, path: string): Errors {
  const message = wrongType(value, type);
  if (message) return { [path]: [message] };
  // A nested DTO (a quotation's lines): its own documented fields, named by their path.
  return isDto(type) ? declaredTypeErrors(value, type, `${path}.`) : {};
}

function wrongType(value: unknown, type: unknown): string | undefined {
  switch (type) {
    case String:
    case 'string':
      return typeof value === 'string' ? undefined : SERVER_MESSAGES.expectedText;
    case Number:
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'
        ? undefined
        : SERVER_MESSAGES.expectedNumber;
    case 'integer':
      return fitsInteger(value) ? undefined : SERVER_MESSAGES.integerOutOfRange;
    case Boolean:
    case 'boolean':
      return typeof value === 'boolean' ? undefined : SERVER_MESSAGES.invalidFlag;
    default:
      return isDto(type) && (typeof value !== 'object' || Array.isArray(value) || value === null)
        ? SERVER_MESSAGES.validationFailed
        : undefined;
  }
}

/** An integer column's value: 0 to 2^31 - 1, as a JSON number or digits in a string. */
export function fitsInteger(value: unknown): boolean {
  const number = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_ROW_ID;
}

function isDto(type: unknown): type is new () => object {
  return typeof type === 'function' && Reflect.hasMetadata(FIELDS, type.prototype);
}
