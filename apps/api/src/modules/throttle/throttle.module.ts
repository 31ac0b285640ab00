import { Module } from '@nestjs/common';
import { ThrottleRepository } from './throttle.repository.js';
import { ThrottleService } from './throttle.service.js';

/** Shared counters: the @RateLimit guard and sign-in's failed-attempt limits use them. */
@Module({ providers: [ThrottleRepository, ThrottleService], exports: [ThrottleService] })
export class ThrottleModule {}
