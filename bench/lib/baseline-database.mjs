// The database an older build (`--baseline`) is measured on: a copy of the bench database in which
// each rewritten migration (REESCRITAS in apps/api/src/database/migrator.ts) holds the checksum that
// build computes from the migration file it reads. Its migrator predates the rewrite and refuses a
// database that applied the older version (issue 30); the schema and data are the same.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pg, root } from './database.mjs';

const head = (path) => import(join(root, 'apps/api/dist', path));

export async function baselineDatabase(url, dist, log) {
  const { withDatabase, recreateDatabase } = await head('database/database-admin.js');
  const { REESCRITAS } = await head('database/migrator.js');
  // The directory that build reads its migrations from (it resolves it from its own location).
  const { MIGRATIONS_DIR } = await import(resolve(root, dist, 'database/database-runtime.js'));
  const name = `${new URL(url).pathname.slice(1)}_base`;
  await recreateDatabase(withDatabase(url, 'postgres'), name, new URL(url).pathname.slice(1));
  const copy = withDatabase(url, name);
  const client = new pg.Client({ connectionString: copy });
  await client.connect();
  try {
    for (const [migration, replaced] of Object.entries(REESCRITAS)) {
      const sql = readFileSync(join(MIGRATIONS_DIR, migration, 'migration.sql'), 'utf8');
      const expected = createHash('sha256').update(sql).digest('hex');
      // Only a version head accepts as the same migration is replaced: a real edit is still refused.
      const current = createHash('sha256')
        .update(readFileSync(join(root, 'prisma/migrations', migration, 'migration.sql'), 'utf8'))
        .digest('hex');
      const { rowCount } = await client.query(
        `UPDATE "_portal_migrations" SET checksum = $2 WHERE name = $1 AND checksum = ANY($3::text[])`,
        [migration, expected, [...replaced, current]],
      );
      if (rowCount) log(`Base: ${migration} com a soma que ${dist} espera`);
    }
  } finally {
    await client.end();
  }
  return copy;
}
