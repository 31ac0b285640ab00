import fc from 'fast-check';
import { ApplicationConfig } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { handlersInFlight } from '../../src/create-app.js';
import { HealthService } from '../../src/modules/health/health.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Whether `promise` has settled after the pending callbacks of this turn have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

// Shutdown waits for route handlers still running (main.ts); the adapter counts them, so no global
// interceptor (rxjs on every request, docs/desempenho/README.md) is needed for it.
describe('route handlers in flight', () => {
  let t: TestApp;
  let health: HealthService;
  const databaseUp = HealthService.prototype.databaseUp;

  beforeAll(async () => {
    t = await createTestApp();
    health = t.app.get(HealthService);
  });
  afterAll(async () => {
    health.databaseUp = databaseUp;
    await t.close();
  });

  it('runs every request without a global interceptor', () => {
    const config = t.app.get(ApplicationConfig);
    expect(config.getGlobalInterceptors()).toEqual([]);
    expect(config.getGlobalRequestInterceptors()).toEqual([]);
  });

  it('settles only once every handler has finished, whatever order they finish in, thrown or not', async () => {
    const handlers = handlersInFlight(t.app as NestExpressApplication);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.func(fc.integer()),
        async (outcomes, order) => {
          // Each handler waits for its own gate; the gates open in a generated order.
          const gates: (() => void)[] = [];
          let next = 0;
          health.databaseUp = () => {
            const up = outcomes[next++];
            return new Promise<boolean>((resolve) => gates.push(() => resolve(up)));
          };
          const responses = outcomes.map(() => t.http.get('/api/health').then((response) => response.status));
          while (gates.length < outcomes.length) await new Promise((resolve) => setTimeout(resolve, 5));
          const waiting = outcomes.map((_, i) => i).sort((a, b) => order(a) - order(b) || a - b);
          for (const [done, index] of waiting.entries()) {
            expect(await isSettled(handlers.settled())).toBe(false);
            gates[index]();
            // 503: the handler threw (ServiceUnavailableException) and the filter answered.
            expect(await responses[index]).toBe(outcomes[index] ? 200 : 503);
            expect(await isSettled(handlers.settled())).toBe(done === waiting.length - 1);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
