import { BadRequestException } from '@nestjs/common';

/**
 * The validation pipe's 400 ({ message, errors: { field: [message] } }) for shared rules a service
 * applies itself (they need the stored record, or the whole body at once); nothing when all is well.
 */
export function throwIfFieldErrors(errors: Partial<Record<string, string>>): void {
  const found = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (found.length === 0) return;
  throw new BadRequestException({
    message: found.map(([, message]) => message).join(' '),
    errors: Object.fromEntries(found.map(([field, message]) => [field, [message]])),
  });
}
