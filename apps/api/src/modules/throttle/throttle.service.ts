import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ThrottleRepository, type ThrottleCount } from './throttle.repository.js';

export type { ThrottleCount };

/** The shared counters as other modules use them (sign-in and forgot-password limits). */
@Injectable()
export class ThrottleService {
  constructor(
    private readonly counters: ThrottleRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The key of a counter per piece of personal data (an e-mail): `name:` and an HMAC of the value
   * with the server's secret, so a counter row never holds the value, and a plain hash of a guessed
   * address cannot be matched against it. The same value always gives the same key.
   */
  personalKey(name: string, value: string): string {
    const mac = createHmac('sha256', this.config.auth.jwtSecret).update(`${name}\0${value}`);
    return `${name}:${mac.digest('base64url')}`;
  }

  /** Counts one hit on key and returns the window's total. */
  hit(key: string, windowSeconds: number): Promise<ThrottleCount> {
    return this.counters.hit(key, windowSeconds);
  }

  peek(key: string): Promise<ThrottleCount> {
    return this.counters.peek(key);
  }

  reset(key: string): Promise<void> {
    return this.counters.reset(key);
  }
}
