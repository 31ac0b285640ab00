import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { declaredTypeErrors } from './declared-types.js';

/**
 * The one validation pipe: strips unknown fields (mass assignment), converts query strings, and
 * answers 400 { message, errors } with the DTOs' Portuguese messages. Rules that hold for every route:
 * - ill-formed text (a lone surrogate, NUL) anywhere in the request is a 400 before this pipe runs
 *   (invalid-text.guard.ts);
 * - a path parameter reaches its own pipe as the text sent: converting it here would read '0x10',
 *   '016' or '1e1' as a number before IdParamPipe could refuse it;
 * - a body read into a DTO is a JSON object: an array or a bare value is 400 in Portuguese;
 * - after the DTO's own rules, the body and query are held to the JSON types the DTO documents
 *   (declared-types.ts): rules that turn 12 into '12' or take any number would otherwise let a wrong
 *   type or an id past the integer column through.
 */
class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    if (metadata.type === 'body' && isDto(metadata.metatype) && !isObject(value))
      throw new BadRequestException(SERVER_MESSAGES.expectedObject);
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const errors = declaredTypeErrors(value, metadata.metatype);
      if (Object.keys(errors).length) throw failure(errors);
    }
    return result;
  }
}

/** A class of our own (not String, Object, Array...): the body is read into its fields. */
const isDto = (type: unknown) =>
  typeof type === 'function' && ![String, Number, Boolean, Object, Array].includes(type as never);
// undefined: no body at all, which the DTO's required fields answer in their own words.
const isObject = (value: unknown) =>
  value === undefined || (value !== null && typeof value === 'object' && !Array.isArray(value));

export function createValidationPipe(): ValidationPipe {
  return new PortalValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => failure(flatten(errors)),
  });
}

function failure(byField: Record<string, string[]>): BadRequestException {
  const messages = [...new Set(Object.values(byField).flat())];
  return new BadRequestException({ message: messages.join(' '), errors: byField });
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix + error.property;
    if (error.constraints) result[path] = Object.values(error.constraints);
    Object.assign(result, flatten(error.children ?? [], `${path}.`));
  }
  return result;
}
