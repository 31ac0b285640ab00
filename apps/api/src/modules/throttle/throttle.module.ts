import { Global, Module } from '@nestjs/common';
import { ThrottleRepository } from './throttle.repository.js';

/** Shared counters: the @RateLimit guard and sign-in's failed-attempt limits use them. */
@Global()
@Module({ providers: [ThrottleRepository], exports: [ThrottleRepository] })
export class ThrottleModule {}
