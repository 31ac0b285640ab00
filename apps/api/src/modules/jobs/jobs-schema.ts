import { PgBoss } from 'pg-boss';

/**
 * The schema pg-boss owns and migrates itself, apart from the app's `public` schema: the app's
 * migrator never touches it and the schema-match test looks at `public` only.
 */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Creates or upgrades pg-boss's schema and stops. The app does the same on every boot (JobsService);
 * the tests call this once on their template database so each test database starts with it.
 */
export async function installJobsSchema(connectionString: string): Promise<void> {
  const boss = new PgBoss({
    connectionString,
    schema: JOBS_SCHEMA,
    max: 1,
    schedule: false,
    supervise: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}
