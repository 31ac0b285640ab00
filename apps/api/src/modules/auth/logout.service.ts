import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { AuditService } from '../audit/index.js';
import { SessionsRepository } from './sessions.repository.js';

@Injectable()
export class LogoutService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The token's jti is refused until the token would have expired anyway. */
  async logout(user: SessionUser, ip: string): Promise<void> {
    await this.sessions.revoke(user.jti, new Date(user.exp * 1000));
    await this.audit.record({
      message: 'Logout',
      action: 'LOGOUT',
      userId: user.id,
      idObject: user.id,
      email: user.email,
      ip,
    });
  }

  /** Ends every session of the login at once (a deactivated account). */
  endAllSessions(userId: number): Promise<void> {
    return this.sessions.endAllSessions(userId);
  }
}
