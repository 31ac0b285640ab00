import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { clientIp } from '../../common/http/client-ip.js';
import { RATE_LIMIT, type RateLimitRule } from './rate-limit.decorator.js';
import { ThrottleService } from './throttle.service.js';

export class TooManyRequestsException extends HttpException {
  constructor(retryAfter: number) {
    super({ message: SERVER_MESSAGES.tooManyRequests, retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Global and first in line, so refused calls are counted even when they would fail authentication.
 * Only routes marked @RateLimit pay the database round trip.
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

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const limit = typeof rule.limit === 'function' ? rule.limit(this.config) : rule.limit;
    const { hits, retryAfter } = await this.counters.hit(`${rule.name}:ip:${clientIp(request)}`, rule.windowSeconds);
    if (hits <= limit) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new TooManyRequestsException(retryAfter);
  }
}
