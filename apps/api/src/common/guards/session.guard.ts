import { type CanActivate, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { IS_PUBLIC } from '../decorators/public.decorator.js';
import { PARALLEL_SESSION_CHECK } from '../decorators/parallel-session-check.decorator.js';
import { SESSION_CHECK, type SessionCheck } from './session-check.js';

/**
 * Global: every route needs a valid session unless it is marked @Public(). A failing account lookup
 * (database down) or a password that must change is not "unauthenticated": those errors go to the
 * filter as thrown.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    // A boolean, not a promise: Nest awaits only what is not one (a public route skips the microtasks).
    if (isPublic) return true;
    const parallel = this.reflector.get<boolean>(PARALLEL_SESSION_CHECK, context.getHandler());
    return this.signedIn(context.switchToHttp().getRequest<Request>(), parallel);
  }

  private async signedIn(request: Request, parallel: boolean | undefined): Promise<boolean> {
    const user = await (parallel ? this.sessions.userOfInParallel(request) : this.sessions.userOf(request));
    if (!user) throw new UnauthorizedException(SERVER_MESSAGES.unauthenticated);
    request.user = user;
    return true;
  }
}
