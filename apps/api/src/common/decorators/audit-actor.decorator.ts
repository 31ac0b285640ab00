import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../decorators/current-user.decorator.js';
import { clientIp } from '../http/client-ip.js';

/** Who made a change, as the audit trail records it. */
export interface AuditActor {
  userId: number;
  email: string;
  ip: string;
}

/** The signed-in caller and their IP, for audit entries. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor => {
  const request = context.switchToHttp().getRequest<Request>();
  const user = request.user as SessionUser;
  return { userId: user.id, email: user.email, ip: clientIp(request) };
});
