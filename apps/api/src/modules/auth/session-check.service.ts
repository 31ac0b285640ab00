import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import type { SessionCheck } from '../../common/guards/session-check.js';
import { SessionsRepository } from './sessions.repository.js';
import { issuedBeforeEnd, VerifiedTokens, type TokenPayload } from './verified-tokens.js';

// "<scheme> <token>", read as passport-jwt read it (the scheme compared without case).
const AUTHORIZATION = /(\S+)\s+(\S+)/;

/**
 * The session behind a request's bearer token (the global SessionGuard and OptionalSessionGuard ask
 * it). No passport: its per-request strategy object, callbacks and the HMAC of every request were
 * ~7 % of a by-id read's CPU (docs/desempenho/README.md); the token is verified once
 * (verified-tokens.ts) and the session read through the session cache.
 */
@Injectable()
export class SessionCheckService implements SessionCheck {
  private readonly tokens: VerifiedTokens;

  constructor(
    jwt: JwtService,
    private readonly sessions: SessionsRepository,
  ) {
    // JwtModule's options: the HS256 key and algorithms ['HS256'] (auth.module.ts).
    this.tokens = new VerifiedTokens((token, now) =>
      jwt.verify<TokenPayload>(token, { clockTimestamp: Math.floor(now / 1000) }),
    );
  }

  async userOf(request: Request): Promise<SessionUser | undefined> {
    const token = bearerToken(request.headers.authorization);
    const payload = token === undefined ? undefined : this.tokens.payloadOf(token);
    return payload && this.validate(payload);
  }

  /** A signed, unexpired token is not enough: the account must be active (401 saying so) and the session not ended. */
  private async validate(payload: TokenPayload): Promise<SessionUser | undefined> {
    if (!Number.isInteger(payload.sub) || typeof payload.jti !== 'string') return undefined;
    const account = await this.sessions.findAccount(payload.sub, payload.jti);
    if (!account || account.revoked) return undefined;
    // Deactivated mid-session: refused as the login refuses it, saying why (the optional guard reads anonymous).
    if (!account.active) throw new UnauthorizedException(SERVER_MESSAGES.userInactive);
    if (issuedBeforeEnd(payload, account.sessionsValidAfter)) return undefined;
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

function bearerToken(header: string | undefined): string | undefined {
  const parts = header?.match(AUTHORIZATION);
  return parts && parts[1].toLowerCase() === 'bearer' ? parts[2] : undefined;
}
