import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { RoleName } from './roles.decorator.js';

/** What the session guard attaches to the request once the token and the account check out. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: RoleName;
  clienteId: number | null;
  jti: string;
  exp: number;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser =>
    context.switchToHttp().getRequest<Request>().user as SessionUser,
);
