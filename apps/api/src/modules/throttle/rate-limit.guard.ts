import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { clientIp } from '../../common/http/client-ip.js';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception.js';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { RATE_LIMIT, type RateLimitRule } from './rate-limit.decorator.js';
import { ThrottleService } from './throttle.service.js';

/**
 * Global, after the session and role guards: a public route counts per client IP (refused calls
 * included, whatever their body), a signed-in route counts per user, so anonymous 401s never use up
 * a signed-in route's quota for everyone behind the same router. Only routes marked @RateLimit pay
 * the database round trip.
 *
 * (@nestjs/throttler is CommonJS requiring the ESM-only @nestjs/common 12: Node 24 loads it, Jest's
 * ESM runtime refuses the require cycle; this guard does the same job over our shared counters.)
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    // A boolean, not a promise, on the routes without a limit (most): Nest awaits only a promise.
    if (!rule) return true;
    return this.count(context, rule);
  }

  private async count(context: ExecutionContext, rule: RateLimitRule): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SessionUser | undefined;
    const who = user ? `user:${user.id}` : `ip:${clientIp(request)}`;
    const limit = typeof rule.limit === 'function' ? rule.limit(this.config) : rule.limit;
    const { hits, retryAfter } = await this.counters.hit(`${rule.name}:${who}`, rule.windowSeconds);
    if (hits <= limit) return true;
    throw new TooManyRequestsException(retryAfter);
  }
}
