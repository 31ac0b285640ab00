import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { generateSchemaTypes } from '../../src/database/schema-types.js';
import { expectCommittedFile } from '../support/checked-file.js';

// The repositories' row types come from the migrated database, not from hand-written interfaces:
// a migration that adds, drops or retypes a column makes this fail until the file is regenerated.
const FILE = resolve(import.meta.dirname, '../../src/database/schema.generated.ts');

describe('generated database types', () => {
  let db: pg.Client;
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;

  // A copy of the migrated template, not the template itself: while a session is open on the template,
  // the CREATE DATABASE ... TEMPLATE of a test file running beside this one (two Jest workers) fails.
  beforeAll(async () => {
    await recreateDatabase(adminUrl, name, process.env.TEST_TEMPLATE_DB);
    db = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await dropDatabase(adminUrl, name);
  });

  it('src/database/schema.generated.ts matches the migrated database', async () => {
    expectCommittedFile(FILE, await generateSchemaTypes(db));
  });

  it('fails on a column the committed file does not have (the check can fail)', async () => {
    await db.query('BEGIN');
    try {
      await db.query('ALTER TABLE produtos ADD COLUMN prova_desatualizado text');
      const stale = await generateSchemaTypes(db);
      expect(stale).toContain('  prova_desatualizado: string | null;');
      if (process.env.UPDATE_DB_FILES !== '1') expect(() => expectCommittedFile(FILE, stale)).toThrow(/desatualizado/);
    } finally {
      await db.query('ROLLBACK');
    }
  });
});
