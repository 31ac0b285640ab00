import { ConsoleLogger } from '@nestjs/common';
import fc from 'fast-check';
import { TextLogger } from './create-logger.js';
import { flushStdout } from './stdout-lines.js';

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

/** What `work` writes, stream by stream in the order written, the queued stdout lines included. */
function writesOf(work: () => void): string[] {
  const writes: string[] = [];
  const out = process.stdout.write;
  const err = process.stderr.write;
  process.stdout.write = ((chunk: string) => writes.push(`out:${chunk}`)) as never;
  process.stderr.write = ((chunk: string) => writes.push(`err:${chunk}`)) as never;
  try {
    work();
    flushStdout();
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  return writes;
}

describe('TextLogger lines', () => {
  const clock = Date.now;
  afterEach(() => (Date.now = clock));

  const call = fc.record({
    level: fc.constantFrom('log', 'warn', 'error') as fc.Arbitrary<'log' | 'warn' | 'error'>,
    message: fc.oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 })),
    context: fc.constantFrom('HTTP', 'Portal', 'Sessões'),
  });

  it("writes the text Nest's logger writes, in the same order across stdout and stderr", () => {
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 12 }), (calls) => {
        Date.now = () => Date.UTC(2026, 10, 26, 3, 0, 0);
        const run = (logger: ConsoleLogger) => () => {
          for (const { level, message, context } of calls) logger[level](message, context);
        };
        const nest = writesOf(run(new ConsoleLogger({ colors: false })));
        const ours = writesOf(run(new TextLogger({ colors: false })));
        // Ours joins the stdout lines queued between two stderr writes into one write.
        const joined = (writes: string[]) =>
          writes.reduce<string[]>((all, write) => {
            const last = all.length - 1;
            if (write.startsWith('out:') && all[last]?.startsWith('out:')) all[last] += write.slice(4);
            else all.push(write);
            return all;
          }, []);
        expect(ours).toEqual(joined(nest));
      }),
      { numRuns: 100 },
    );
  });

  it('writes the lines of one turn together, at its end', async () => {
    const logger = new TextLogger({ colors: false });
    const writes: string[] = [];
    const out = process.stdout.write;
    process.stdout.write = ((chunk: string) => writes.push(chunk)) as never;
    try {
      logger.log('um', 'HTTP');
      logger.log('dois', 'HTTP');
      expect(writes).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.stdout.write = out;
    }
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/LOG \[HTTP\] um\n.*LOG \[HTTP\] dois\n$/);
  });
});
