import { BadRequestException } from '@nestjs/common';

type Messages = string | readonly string[];

/**
 * The validation pipe's 400 ({ message, errors: { field: [message, ...] } }) for shared rules a service
 * applies itself (they need the stored record, or the whole body at once); nothing when all is well.
 */
export function throwIfFieldErrors(errors: Partial<Record<string, Messages>>): void {
  const found = Object.entries(errors)
    .filter((entry): entry is [string, Messages] => entry[1] !== undefined)
    .map(([field, messages]) => [field, [messages].flat()] as const);
  if (found.length === 0) return;
  throw new BadRequestException({
    message: found.flatMap(([, messages]) => messages).join(' '),
    errors: Object.fromEntries(found),
  });
}
