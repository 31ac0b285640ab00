import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { SessionsRepository } from './sessions.repository.js';
import { sessionKey } from './session-key.js';

export interface TokenPayload {
  sub: number;
  jti: string;
  iat: number;
  exp: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsRepository,
  ) {
    const key = sessionKey(config.auth.jwtSecret);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types only name string/Buffer keys; jsonwebtoken takes the KeyObject as is.
      secretOrKey: key as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A signed, unexpired token is not enough: the account must be active and the session not ended. */
  async validate(payload: TokenPayload): Promise<SessionUser | false> {
    if (!Number.isInteger(payload.sub) || typeof payload.jti !== 'string') return false;
    const account = await this.sessions.findAccount(payload.sub, payload.jti);
    if (!account || !account.active || account.revoked) return false;
    // iat has second precision; sessionsValidAfter is truncated the same way before comparing.
    if (payload.iat < Math.floor(account.sessionsValidAfter.getTime() / 1000)) return false;
    // Setting a generated password ends the sessions, so this is a second line: nothing else until changed.
    if (account.mustChangePassword) throw new ForbiddenException(SERVER_MESSAGES.passwordMustChange);
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      clienteId: account.clienteId,
      jti: payload.jti,
      exp: payload.exp,
    };
  }
}
