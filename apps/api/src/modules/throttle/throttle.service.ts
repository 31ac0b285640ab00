import { Injectable } from '@nestjs/common';
import { ThrottleRepository, type ThrottleCount } from './throttle.repository.js';

export type { ThrottleCount };

/** The shared counters as other modules use them (sign-in and forgot-password limits). */
@Injectable()
export class ThrottleService {
  constructor(private readonly counters: ThrottleRepository) {}

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
