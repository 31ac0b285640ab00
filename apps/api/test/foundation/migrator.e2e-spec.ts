import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { migrate } from '../../src/database/migrator.js';
import { migrationsDir } from '../support/migrations-dir.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

describe('migrator', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
  });
  afterAll(() => dropDatabase(adminUrl(), name));

  const tables = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    await client.end();
    return rows.map((r) => r.tablename);
  };

  it('applies pending migrations in order, then nothing on a second run', async () => {
    const dir = migrationsDir({
      '20260101000000_a': 'CREATE TABLE a (id int);',
      '20260102000000_b': 'CREATE TABLE b (id int);',
    });
    expect(await migrate(url, dir)).toEqual(['20260101000000_a', '20260102000000_b']);
    expect(await migrate(url, dir)).toEqual([]);
    expect(await tables()).toEqual(['_portal_migrations', 'a', 'b']);
  });

  it('refuses to go on when an applied migration was edited', async () => {
    const dir = migrationsDir({
      '20260101000000_a': 'CREATE TABLE a (id int, edited int);',
      '20260102000000_b': 'CREATE TABLE b (id int);',
    });
    await expect(migrate(url, dir)).rejects.toThrow('Migrações já aplicadas foram alteradas: 20260101000000_a');
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const dir = migrationsDir({
      '20260101000000_a': 'CREATE TABLE a (id int);',
      '20260102000000_b': 'CREATE TABLE b (id int);',
      '20260103000000_c': 'CREATE TABLE c (id int); SELECT * FROM tabela_que_nao_existe;',
    });
    await expect(migrate(url, dir)).rejects.toThrow('Falha na migração 20260103000000_c');
    expect(await tables()).toEqual(['_portal_migrations', 'a', 'b']);
  });
});
