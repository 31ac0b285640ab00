import { JobsService } from '../../src/modules/jobs/jobs.service.js';
import { closeAll, startTwoInstances } from '../support/app-pairs.js';
import type { TestApp } from '../support/test-app.js';
import { until } from './mail-jobs.js';

describe('recurring jobs (JobsService.registerRecurring)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => ({ a, b } = await startTwoInstances()));
  afterAll(() => closeAll(a, b));

  it('runs once per occurrence even when two instances register it', async () => {
    const runs: string[] = [];
    // Every minute: the current minute's occurrence is due at once, and both instances check it every second.
    a.app.get(JobsService).registerRecurring('teste-minuto', '* * * * *', async () => void runs.push('a'));
    b.app.get(JobsService).registerRecurring('teste-minuto', '* * * * *', async () => void runs.push('b'));
    await until(() => runs.length > 0);
    // Let two more scheduling passes run (each stamps pgboss.version.cron_on), in which either
    // instance could wrongly send the same occurrence again.
    const passes = new Set<string>();
    await until(async () => {
      const { rows } = await a.db.query<{ at: string }>(`SELECT cron_on::text AS at FROM pgboss.version`);
      passes.add(rows[0].at);
      return passes.size >= 3;
    });
    // One job per occurrence: each forwarded occurrence names its minute (slot), and no slot twice.
    // (Counting jobs per minute of creation was wrong: on a loaded machine a pass may send the
    // minute it missed and the minute now due together, two occurrences created in one minute.)
    const checks = await a.db.query<{ n: number; slots: number; jobs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT data->>'slot')::int AS slots,
              (SELECT count(*)::int FROM pgboss.job WHERE name = 'teste-minuto') AS jobs
         FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = 'teste-minuto'`,
    );
    expect(checks.rows[0].n).toBeGreaterThan(0);
    expect(checks.rows[0].n).toBe(checks.rows[0].slots);
    expect(checks.rows[0].jobs).toBe(checks.rows[0].n);
    expect(runs).toHaveLength(checks.rows[0].jobs);
    const schedules = await a.db.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'teste-minuto'`);
    expect(schedules.rows).toEqual([{ name: 'teste-minuto', cron: '* * * * *' }]);
  });
});
