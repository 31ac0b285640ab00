import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { hasInvalidText } from './invalid-text.js';

/**
 * A guard of every route: ill-formed text (invalid-text.ts) anywhere in the body, query or path
 * parameters, keys included, is a 400 after the session and role checks, before the rate limiter
 * (which audits e-mails), any pipe or handler reads it; on routes without a body DTO (logout) too.
 * Thrown here rather than in a middleware so that the route's exception filters answer it.
 */
@Injectable()
export class InvalidTextGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { body, query, params } = context.switchToHttp().getRequest<Request>();
    if ([body, query, params].some(hasInvalidText)) throw new BadRequestException(SERVER_MESSAGES.invalidCharacters);
    return true;
  }
}
