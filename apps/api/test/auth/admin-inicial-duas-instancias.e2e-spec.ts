import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { ensureAdmin } from '../../src/database/ensure-admin.js';
import { migrate } from '../../src/database/migrator.js';
import { verifyPassword } from '../../src/common/security/password-hasher.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;
const EMAIL = 'admin@duas-instancias.test';

// Two instances starting together on a database without an active administrator (a new install, or
// the documented recovery "restart and the portal creates it"): both saw no admin, both wrote one, and
// the second hash replaced the first, so one of the two passwords printed in the logs did not work
// (probe 7 F10). Exactly one start creates it and prints a password, and that password signs in.
describe('first administrator: two instances starting together', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;
  let db: pg.Client;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
    await migrate(url, MIGRATIONS_DIR);
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await dropDatabase(adminUrl(), name);
  });

  it('one creates it, the other finds it; the printed password is the stored one', async () => {
    for (let round = 0; round < 4; round++) {
      // No active administrator, as after the only one was deactivated.
      await db.query(
        `UPDATE users SET status = 0 WHERE role_id = (SELECT id FROM roles WHERE normalized_name = 'ADMIN')`,
      );
      const starts = await Promise.all([
        ensureAdmin(url, { email: EMAIL, password: undefined }),
        ensureAdmin(url, { email: EMAIL, password: undefined }),
      ]);
      const created = starts.filter((start) => start.created);
      const { rows } = await db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE email = $1', [
        EMAIL,
      ]);
      expect({ round, created: created.length }).toEqual({ round, created: 1 });
      expect(await verifyPassword(rows[0].hash, created[0].generatedPassword!)).toBe(true);
    }
  });
});
