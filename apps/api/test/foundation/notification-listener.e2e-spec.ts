import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { NotificationListener, SYNC_STATEMENT } from '../../src/database/notification-listener.js';
import { watchingQueries } from '../support/pg-queries.js';

const url = () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL ausente: o globalSetup do Jest não rodou.');
  return adminUrl;
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** How many barrier round trips any pg client sends while `run` is in flight. */
async function tripsOf(run: () => Promise<unknown>): Promise<number> {
  let trips = 0;
  await watchingQueries(run, (text) => void (text === SYNC_STATEMENT && trips++));
  return trips;
}

/**
 * The barrier the session cache waits on before it trusts a cached answer (auth/README.md): sync()
 * resolves only after a round trip sent after the call, so every NOTIFY committed before the call has
 * been delivered; callers of one turn of the event loop (a burst of requests) share one trip.
 */
describe('NotificationListener.sync', () => {
  const channel = `t_${randomBytes(6).toString('hex')}`;
  const received: string[] = [];
  let listener: NotificationListener;
  let notifier: pg.Client;

  beforeAll(async () => {
    let up!: () => void;
    const listening = new Promise<void>((resolve) => (up = resolve));
    listener = new NotificationListener(url(), channel, 'teste-sync', {
      up,
      down: () => undefined,
      notify: (payload) => received.push(payload),
    });
    await listener.start();
    await listening;
    notifier = new pg.Client({ connectionString: url() });
    await notifier.connect();
  });
  afterAll(async () => {
    await notifier.end();
    await listener.stop();
  });

  it('callers of one turn share one round trip', async () => {
    const trips = await tripsOf(async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => listener.sync()));
      expect(answers).toEqual(Array(8).fill(true));
    });
    // Sent at the first caller, the trip left the other seven waiting for a second one.
    expect(trips).toBe(1);
  });

  it('a caller while a trip is in flight waits for the next, and every call sees what was committed before it', async () => {
    // Steps: NOTIFY (committed when awaited), sync() left running, or a wait of one turn or a few ms.
    const step = fc.oneof(
      fc.constant({ kind: 'notify' as const }),
      fc.constant({ kind: 'sync' as const }),
      fc.constantFrom({ kind: 'turn' as const }, { kind: 'ms' as const }),
    );
    let next = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const committed: string[] = [];
        const checks: Promise<void>[] = [];
        let calls = 0;
        const trips = await tripsOf(async () => {
          for (const { kind } of steps) {
            if (kind === 'notify') {
              const payload = String(next++);
              await notifier.query('SELECT pg_notify($1, $2)', [channel, payload]);
              committed.push(payload);
            } else if (kind === 'sync') {
              calls++;
              const before = [...committed];
              checks.push(
                listener.sync().then((synced) => {
                  expect(synced).toBe(true);
                  expect(received).toEqual(expect.arrayContaining(before));
                }),
              );
            } else if (kind === 'turn') await turn();
            else await new Promise((resolve) => setTimeout(resolve, 2));
          }
          await Promise.all(checks);
        });
        expect(trips).toBeLessThanOrEqual(calls);
      }),
      { numRuns: 40 },
    );
  });

  it('answers false while the connection is down', async () => {
    const down = new NotificationListener('postgresql://ninguem@127.0.0.1:1/nada', channel, 'teste-sync', {
      up: () => undefined,
      down: () => undefined,
      notify: () => undefined,
    });
    await down.start();
    await down.stop();
    expect(await down.sync()).toBe(false);
  });
});
