import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiErrors } from '../../common/openapi/api-doc.decorator.js';

export interface RateLimitRule {
  /** Groups the counters: each name has its own per-IP window. */
  name: string;
  /** Requests allowed per IP in the window; a function reads it from the configuration. */
  limit: number | ((config: import('../../config/app-config.js').AppConfig) => number);
  windowSeconds: number;
}

export const RATE_LIMIT = 'rateLimit';

/** Limits a route per client IP, counted in PostgreSQL so every instance shares the count. */
export const RateLimit = (rule: RateLimitRule) => applyDecorators(SetMetadata(RATE_LIMIT, rule), ApiErrors(429));
