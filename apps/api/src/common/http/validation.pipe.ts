import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { declaredTypeErrors } from './declared-types.js';
import { hasInvalidText } from './invalid-text.js';

/**
 * The one validation pipe: strips unknown fields (mass assignment), converts query strings, and
 * answers 400 { message, errors } with the DTOs' Portuguese messages. Two rules hold for every route:
 * - before anything reads a body, query or path parameter, ill-formed text (a lone surrogate, NUL),
 *   anywhere in it, keys included, is a 400 (invalid-text.ts);
 * - after the DTO's own rules, the body and query are held to the JSON types the DTO documents
 *   (declared-types.ts): rules that turn 12 into '12' or take any number would otherwise let a wrong
 *   type or an id past the integer column through.
 */
class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && hasInvalidText(value))
      throw new BadRequestException(SERVER_MESSAGES.invalidCharacters);
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const errors = declaredTypeErrors(value, metadata.metatype);
      if (Object.keys(errors).length) throw failure(errors);
    }
    return result;
  }
}

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
