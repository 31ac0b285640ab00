import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { leaveSessionPending, type SessionCheck } from '../../common/guards/session-check.js';
import { SessionsRepository, type SessionAccount } from './sessions.repository.js';
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
    const payload = this.payloadOf(request);
    return payload && this.validate(payload);
  }

  /**
   * A session the cache holds, answered without waiting for the LISTEN barrier; the request carries
   * whether it still holds (the barrier, then, if a change came meanwhile, a fresh check that must give
   * the same user). Anything else (not cached, not usable as cached) is checked as userOf checks it.
   */
  async userOfInParallel(request: Request): Promise<SessionUser | undefined> {
    const payload = this.payloadOf(request);
    const cached = payload && this.sessions.cachedAccount(payload.sub, payload.jti);
    const user = cached && usable(payload, cached.account) ? toUser(payload, cached.account) : undefined;
    if (!payload || !cached || !user) return this.userOf(request);
    const fresh = async () => sameUser(await this.validate(payload), user);
    leaveSessionPending(
      request,
      cached.holds.then((holds) => holds || fresh()),
      this.sessions.sessionAsRead(cached.account, payload.jti),
    );
    return user;
  }

  private payloadOf(request: Request): TokenPayload | undefined {
    const token = bearerToken(request.headers.authorization);
    const payload = token === undefined ? undefined : this.tokens.payloadOf(token);
    return payload && Number.isInteger(payload.sub) && typeof payload.jti === 'string' ? payload : undefined;
  }

  /** A signed, unexpired token is not enough: the account must be active (401 saying so) and the session not ended. */
  private async validate(payload: TokenPayload): Promise<SessionUser | undefined> {
    const account = await this.sessions.findAccount(payload.sub, payload.jti);
    if (!account || account.revoked) return undefined;
    // Deactivated mid-session: refused as the login refuses it, saying why (the optional guard reads anonymous).
    if (!account.active) throw new UnauthorizedException(SERVER_MESSAGES.userInactive);
    if (!usable(payload, account)) return undefined;
    // Setting a generated password ends the sessions, so this is a second line: nothing else until changed.
    if (account.mustChangePassword) throw new ForbiddenException(SERVER_MESSAGES.passwordMustChange);
    return toUser(payload, account);
  }
}

function usable(payload: TokenPayload, account: SessionAccount): boolean {
  return account.active && !account.revoked && !issuedBeforeEnd(payload, account.sessionsValidAfter);
}

function toUser(payload: TokenPayload, account: SessionAccount): SessionUser | undefined {
  if (account.mustChangePassword) return undefined;
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

/** Whom the read was made for and what it could see (a renamed user's read still holds). */
const sameUser = (fresh: SessionUser | undefined, used: SessionUser) =>
  fresh !== undefined && fresh.id === used.id && fresh.role === used.role && fresh.clienteId === used.clienteId;

function bearerToken(header: string | undefined): string | undefined {
  const parts = header?.match(AUTHORIZATION);
  return parts && parts[1].toLowerCase() === 'bearer' ? parts[2] : undefined;
}
