import { ConsoleLogger } from '@nestjs/common';
import fc from 'fast-check';
import { TextLogger } from './create-logger.js';

// getTimestamp is protected: read it as the line formatter does.
const stampOf = (logger: ConsoleLogger) => (logger as unknown as { getTimestamp(): string }).getTimestamp();

describe('TextLogger', () => {
  const clock = Date.now;
  afterEach(() => (Date.now = clock));

  it("stamps every line as Nest's own logger would at the same instant", () => {
    const nest = new ConsoleLogger();
    const ours = new TextLogger();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 40 }), (steps) => {
        let now = Date.UTC(2026, 10, 26, 0, 0, 0) + 997;
        for (const step of steps) {
          now += step;
          Date.now = () => now;
          expect(stampOf(ours)).toBe(stampOf(nest));
        }
      }),
      { numRuns: 200 },
    );
  });
});
