import type { INestApplication } from '@nestjs/common';
import { Clock } from '../../src/common/clock.js';

/** Moves the app's link clock `ms` into the future (links are issued and checked against it). */
export function travel(app: INestApplication, ms: number): void {
  const clock = app.get(Clock);
  const base = clock.now().getTime();
  clock.now = () => new Date(base + ms);
}

export function resetClock(app: INestApplication): void {
  const clock = app.get(Clock);
  clock.now = () => new Date();
}

/** Stops the app's clock at `at` (e.g. 23:30 in Brasília, already the next day in UTC). */
export function freezeClock(app: INestApplication, at: Date): void {
  app.get(Clock).now = () => new Date(at);
}
