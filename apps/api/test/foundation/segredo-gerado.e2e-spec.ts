import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { segredoGerado } from '../../src/database/segredo-gerado.js';
import { TEST_DATA } from '../support/server-process.js';

// ADR 0013: without JWT_SECRET, every instance on one database must end with the same key, whatever
// order they start in and whatever key an older version left in each one's DATA_DIR/jwt-secret.

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

describe('segredoGerado: one key per database', () => {
  const name = `t_segredo_${randomBytes(4).toString('hex')}`;
  let url: string;
  let db: pg.Pool;
  let dir: string;
  /** DATA_DIR/jwt-secret of an instance: holding `key`, or absent. */
  const fileWith = (key: string | null) => {
    const file = join(mkdtempSync(join(dir, 'instancia-')), 'jwt-secret');
    if (key !== null) writeFileSync(file, `${key}\n`);
    return file;
  };

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name, process.env.TEST_TEMPLATE_DB);
    url = withDatabase(adminUrl(), name);
    db = new pg.Pool({ connectionString: url, max: 2 });
    dir = mkdtempSync(join(TEST_DATA, 'segredo-'));
  });
  afterAll(async () => {
    await db?.end();
    await dropDatabase(adminUrl(), name);
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => db.query('DELETE FROM segredo_do_servidor'));

  it('an upgraded install keeps its DATA_DIR key; a new one generates a key; the next start reads it back', async () => {
    const old = fileWith('chave-antiga-'.padEnd(64, 'x'));
    expect(await segredoGerado(url, old)).toEqual({ secret: 'chave-antiga-'.padEnd(64, 'x'), origem: 'adotado' });
    expect(await segredoGerado(url, old)).toEqual({ secret: 'chave-antiga-'.padEnd(64, 'x'), origem: 'banco' });
    expect(await segredoGerado(url, fileWith(null))).toEqual({
      secret: 'chave-antiga-'.padEnd(64, 'x'),
      origem: 'banco',
    });

    await db.query('DELETE FROM segredo_do_servidor');
    const fresh = await segredoGerado(url, fileWith(null));
    expect(fresh.origem).toBe('gerado');
    expect(fresh.secret.length).toBeGreaterThanOrEqual(64);
    // The database's key wins over another instance's older file, and says so.
    expect(await segredoGerado(url, old)).toEqual({ secret: fresh.secret, origem: 'banco-difere-do-arquivo' });
  });

  it('instances starting together, with or without an older file each, all get the one key written first', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{32,48}$/), { nil: null }), { minLength: 1, maxLength: 5 }),
        async (keys) => {
          await db.query('DELETE FROM segredo_do_servidor');
          const files = keys.map(fileWith);
          const results = await Promise.all(files.map((file) => segredoGerado(url, file)));
          const secret = results[0].secret;
          expect(results.every((result) => result.secret === secret)).toBe(true);
          const { rows } = await db.query<{ segredo: string }>('SELECT segredo FROM segredo_do_servidor');
          expect(rows).toEqual([{ segredo: secret }]);
          const writers = results.filter((result) => result.origem === 'gerado' || result.origem === 'adotado');
          expect(writers).toHaveLength(1);
          if (writers[0].origem === 'adotado') expect(keys).toContain(secret);
          results.forEach((result, i) => {
            if (result.origem === 'banco-difere-do-arquivo') expect(keys[i]).not.toBe(secret);
            if (result.origem === 'banco' && keys[i] !== null) expect(keys[i]).toBe(secret);
          });
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
