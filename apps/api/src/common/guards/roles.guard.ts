import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { IS_PUBLIC } from '../decorators/public.decorator.js';
import { ROLES_KEY, type RoleName } from '../decorators/roles.decorator.js';
import type { SessionUser } from '../decorators/current-user.decorator.js';

/** Global: deny by default. A signed-in caller reaches a route only if @Roles lists their role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const allowed = this.reflector.getAllAndOverride<RoleName[] | undefined>(ROLES_KEY, targets) ?? [];
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (user && allowed.includes(user.role)) return true;
    throw new ForbiddenException(SERVER_MESSAGES.forbidden);
  }
}
