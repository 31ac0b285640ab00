import { randomBytes } from 'node:crypto';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { migrate, readMigrations } from '../../src/database/migrator.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

// Two instances started together on an empty database (docker compose --scale, a rolling restart;
// probe 7 F1): the second waited for the advisory lock inside a statement, and the first one's
// CREATE INDEX CONCURRENTLY waits for every open transaction, that one included: PostgreSQL ended the
// second with "deadlock detected" and the process died. Both must start: one applies, the other
// finds nothing pending.
describe('migrator: two instances starting together on an empty database', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
  });
  afterAll(() => dropDatabase(adminUrl(), name));

  it('both resolve, every migration applied once', async () => {
    const all = readMigrations(MIGRATIONS_DIR).map((m) => m.name);
    const [a, b] = await Promise.all([migrate(url, MIGRATIONS_DIR), migrate(url, MIGRATIONS_DIR)]);
    expect([a, b].sort((x, y) => y.length - x.length)).toEqual([all, []]);
  });
});
