import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { IS_PUBLIC } from '../decorators/public.decorator.js';

/** Global: every route needs a valid session unless it is marked @Public(). */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // A failing account lookup (database down) is not "unauthenticated": let the filter answer it.
    if (error && !(error instanceof UnauthorizedException)) throw error;
    if (!user) throw new UnauthorizedException(SERVER_MESSAGES.unauthenticated);
    return user;
  }
}
