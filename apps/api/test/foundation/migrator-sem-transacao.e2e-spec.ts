import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { migrate } from '../../src/database/migrator.js';
import { migrationsDir } from '../support/migrations-dir.js';
import { splitStatements } from '../../src/database/migration-steps.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

// portal.lento (seconds, a database setting) slows each backfill batch and each indexed row, so the
// test can kill the migrator's connection in the middle of either.
const TABELA = `CREATE TABLE t (id int PRIMARY KEY, a int NOT NULL, b int);
INSERT INTO t SELECT i, i FROM generate_series(1, 200) i;
CREATE FUNCTION lento(i int) RETURNS int IMMUTABLE LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_sleep(coalesce(nullif(current_setting('portal.lento', true), '')::float, 0));
  RETURN i;
END $$;`;

// The documented pattern (docs/arquitetura.md): a backfill in id ranges, a commit after each, touching
// only rows still to do; then the index, built concurrently.
const SEM_TRANSACAO = `-- portal: sem-transacao
-- Backfill b; a ';' in a comment or a 'string;' does not split a statement.
DO $$
DECLARE lo int;
BEGIN
  FOR lo IN SELECT generate_series(1, (SELECT max(id) FROM t), 20) LOOP
    UPDATE t SET b = a * 2 WHERE id BETWEEN lo AND lo + 19 AND b IS NULL;
    IF FOUND THEN PERFORM pg_sleep(coalesce(nullif(current_setting('portal.lento', true), '')::float, 0) * 10); END IF;
    COMMIT;
  END LOOP;
END $$;
CREATE INDEX CONCURRENTLY IF NOT EXISTS "t_lento_idx" ON t (lento(b));
`;

describe('migrator: a migration outside the schema transaction (sem-transacao)', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;
  let db: pg.Client;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await dropDatabase(adminUrl(), name);
  });

  const one = async (sql: string) => Object.values((await db.query(sql)).rows[0] ?? {})[0];
  const migrador = () =>
    db.query<{ pid: number; query: string }>(
      `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND state = 'active' AND query NOT LIKE '%pg_advisory%'`,
    );
  // The migrator's connection is the only other one on this database.
  const matar = () =>
    db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 300 && !(await check()); i++) await sleep(50);
  }
  const lento = (seconds: string) => db.query(`ALTER DATABASE "${name}" SET portal.lento = '${seconds}'`);
  const indice = () => one(`SELECT indisvalid FROM pg_index WHERE indexrelid = 't_lento_idx'::regclass`);

  it('splits statements at their own semicolons only', () => {
    expect(splitStatements(SEM_TRANSACAO)).toHaveLength(2);
    expect(splitStatements(`SELECT ';'; -- a; b\nSELECT "x;y" FROM z; /* c; */`)).toEqual([
      `SELECT ';'`,
      `-- a; b\nSELECT "x;y" FROM z`,
    ]);
  });

  it('refuses an index built inside a lock (no CONCURRENTLY IF NOT EXISTS)', async () => {
    const dir = migrationsDir({
      '20260101000000_t': `-- portal: sem-transacao\nCREATE INDEX t_idx ON pg_class (relname);`,
    });
    await expect(migrate(url, dir)).rejects.toThrow('CREATE INDEX CONCURRENTLY IF NOT EXISTS: t_idx');
  });

  it('killed in the backfill, then in the index build, a third run finishes what is left', async () => {
    const dir = migrationsDir({ '20260101000000_t': TABELA, '20260102000000_b': SEM_TRANSACAO });
    await migrate(url, migrationsDir({ '20260101000000_t': TABELA }));
    await lento('0.05');

    // 1. Killed between batches: the committed batches stay, the migration is not recorded.
    const first = migrate(url, dir);
    await until(async () => Number(await one(`SELECT count(b) FROM t`)) >= 40);
    await matar();
    await expect(first).rejects.toThrow();
    const feitos = Number(await one(`SELECT count(b) FROM t`));
    expect(feitos).toBeGreaterThanOrEqual(40);
    expect(feitos).toBeLessThan(200);
    expect(await one(`SELECT count(*) FROM "_portal_migrations" WHERE name = '20260102000000_b'`)).toBe('0');

    // 2. Killed in the index build: the index is left INVALID (IF NOT EXISTS alone would keep it).
    const second = migrate(url, dir);
    await until(async () => (await migrador()).rows.some((r) => r.query.startsWith('CREATE INDEX')));
    await sleep(500);
    await matar();
    await expect(second).rejects.toThrow();
    expect(Number(await one(`SELECT count(b) FROM t`))).toBe(200);
    expect(await indice()).toBe(false);

    // 3. The re-run drops the invalid index, builds it again and records the migration.
    await db.query(`ALTER DATABASE "${name}" RESET portal.lento`);
    expect(await migrate(url, dir)).toEqual(['20260102000000_b']);
    expect(await indice()).toBe(true);
    expect(await one(`SELECT count(*) FROM t WHERE b = a * 2`)).toBe('200');
    expect(await migrate(url, dir)).toEqual([]);
  });
});
