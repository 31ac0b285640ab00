import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * The one validation pipe: strips unknown fields (mass assignment), converts query strings, and
 * answers 400 { message, errors } with the DTOs' Portuguese messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const byField = flatten(errors);
      const messages = [...new Set(Object.values(byField).flat())];
      return new BadRequestException({ message: messages.join(' '), errors: byField });
    },
  });
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
