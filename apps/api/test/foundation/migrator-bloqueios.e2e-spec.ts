import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { migrate } from '../../src/database/migrator.js';
import { migrationsDir } from '../support/migrations-dir.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

// A migration that takes its locks in another order than a writer (t-dead: pedidos_reais against an
// accept) loses a deadlock or waits on a lock: its transaction is run again, not start-up failed.
describe('migrator: a migration that meets a writer on its locks', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;
  const clients: pg.Client[] = [];
  const conectar = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };
  const TABELAS = { '20260101000000_ab': 'CREATE TABLE a (id int); CREATE TABLE b (id int);' };
  // b first, then a: the opposite of the writer below.
  const B_DEPOIS_A =
    'ALTER TABLE b ADD COLUMN x int; LOCK TABLE a IN SHARE ROW EXCLUSIVE MODE; INSERT INTO b VALUES (0, 0);';

  beforeEach(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
    await migrate(url, migrationsDir(TABELAS));
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
    await dropDatabase(adminUrl(), name);
  });

  const esperandoBloqueio = async (db: pg.Client) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await db.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows.length) return;
      await sleep(10);
    }
  };
  const registradas = async (db: pg.Client) =>
    (await db.query<{ name: string }>('SELECT name FROM "_portal_migrations" ORDER BY name')).rows.map((r) => r.name);

  it('runs the migration again when PostgreSQL picks it to lose a deadlock; the writer finishes too', async () => {
    const db = await conectar();
    const escritor = await conectar();
    await escritor.query('BEGIN');
    await escritor.query('INSERT INTO a VALUES (1)');
    const dir = migrationsDir({ ...TABELAS, '20260102000000_b_depois_a': B_DEPOIS_A });
    const migracao = migrate(url, dir).catch((error: Error) => error.message);
    await esperandoBloqueio(db);
    // The migration waits for a holding b; the writer now asks for b: a cycle, the migration waited first.
    await escritor.query('INSERT INTO b VALUES (1)');
    await escritor.query('COMMIT');

    expect(await migracao).toEqual(['20260102000000_b_depois_a']);
    expect((await db.query('SELECT id, x FROM b ORDER BY id')).rows).toEqual([
      { id: 0, x: 0 },
      { id: 1, x: null },
    ]);
  }, 30_000);

  it('steps aside when a lock waits longer than lock_timeout, then applies once the writer is done', async () => {
    const db = await conectar();
    const escritor = await conectar();
    await escritor.query('BEGIN');
    await escritor.query('INSERT INTO a VALUES (1)');
    const dir = migrationsDir({ ...TABELAS, '20260102000000_b_depois_a': B_DEPOIS_A });
    const migracao = migrate(url, dir, { lockTimeoutMs: 100, tentativas: 20 });
    await esperandoBloqueio(db);
    await sleep(400);
    // Between two attempts b is free: the writer is not stuck behind the waiting migration.
    await escritor.query('INSERT INTO b VALUES (1)');
    await escritor.query('COMMIT');
    expect(await migracao).toEqual(['20260102000000_b_depois_a']);
  }, 30_000);

  it('fails start-up with the lock timeout after its attempts, recording nothing', async () => {
    const db = await conectar();
    const escritor = await conectar();
    await escritor.query('BEGIN');
    await escritor.query('INSERT INTO a VALUES (1)');
    const dir = migrationsDir({ ...TABELAS, '20260102000000_b_depois_a': B_DEPOIS_A });
    await expect(migrate(url, dir, { lockTimeoutMs: 50, tentativas: 3 })).rejects.toThrow(
      'Falha na migração 20260102000000_b_depois_a: canceling statement due to lock timeout',
    );
    await escritor.query('ROLLBACK');
    expect(await registradas(db)).toEqual(['20260101000000_ab']);
    expect(
      (await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'b' AND column_name = 'x'`)).rows,
    ).toEqual([]);
  }, 30_000);
});
