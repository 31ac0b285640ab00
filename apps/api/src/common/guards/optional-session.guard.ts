import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SESSION_CHECK, type SessionCheck } from './session-check.js';

/**
 * For a @Public() route that wants to know who is signed in, when someone is: a valid session puts
 * its user on the request as the global guard would; no token, or a bad one, lets the request through
 * anonymously (never a 401).
 */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(@Inject(SESSION_CHECK) private readonly sessions: SessionCheck) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.user = await this.sessions.userOf(request).catch(() => undefined);
    return true;
  }
}
