import fc from 'fast-check';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@portal/shared/validators';
import { sql } from 'kysely';
import { dropDatabase, withDatabase } from '../../src/database/database-admin.js';
import { emailNormalizado } from '../../src/database/email-normalizado.js';
import { migrate } from '../../src/database/migrator.js';
import { compileSql } from '../../src/database/sql-text.js';
import { migrationsDir } from '../support/migrations-dir.js';

// What the SQL e-mail rule needs of the database (a UTF8 database, ICU's "und-x-icu"), checked by the
// migrator at every start: a self-hosted PostgreSQL without them refused every quotation send and
// invitation with a 500 (the compose's stand-in database was SQL_ASCII); now the portal does not start
// and says why, or creates the collation when the server has ICU.
const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;
const dir = migrationsDir({ '20260101000000_a': 'CREATE TABLE a (id int);' });

async function naBase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('the database the portal needs (migrator)', () => {
  const nomes: string[] = [];
  const novoBanco = async (opcoes: string) => {
    const nome = `req_${randomBytes(5).toString('hex')}`;
    nomes.push(nome);
    await naBase(adminUrl(), (c) => c.query(`CREATE DATABASE "${nome}" TEMPLATE template0 ${opcoes}`));
    return withDatabase(adminUrl(), nome);
  };
  afterAll(async () => {
    for (const nome of nomes) await dropDatabase(adminUrl(), nome);
  });

  it('refuses a database not in UTF8 by name and encoding, before any migration', async () => {
    const url = await novoBanco(`ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C'`);
    const erro = await migrate(url, dir).catch((e: Error) => e);
    expect(erro).toBeInstanceOf(Error);
    expect((erro as Error).message).toMatch(
      /^O banco "req_[0-9a-f]+" usa a codificação SQL_ASCII; o portal precisa de UTF8/,
    );
    const tabelas = await naBase(url, (c) => c.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`));
    expect(tabelas.rowCount).toBe(0);
  });

  it('creates the ICU collation where the database lacks it, and the rule then agrees with normalizeEmail', async () => {
    const url = await novoBanco(`ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    // Gone from this database's catalog (as in a database whose collations were never imported).
    await naBase(url, (c) => c.query(`DROP COLLATION pg_catalog."und-x-icu"`));
    expect(await migrate(url, dir)).toEqual(['20260101000000_a']);
    await naBase(url, async (c) => {
      const { rows } = await c.query(
        `SELECT n.nspname FROM pg_collation k JOIN pg_namespace n ON n.oid = k.collnamespace WHERE collname = 'und-x-icu'`,
      );
      expect(rows).toEqual([{ nspname: 'public' }]);
      const noBanco = async (enderecos: string[]) => {
        const q = compileSql(
          sql`SELECT ${emailNormalizado(sql.ref('e.x'))} AS n FROM unnest(${enderecos}::text[]) WITH ORDINALITY AS e(x, i) ORDER BY e.i`,
        );
        return (await c.query<{ n: string }>(q.sql, [...q.parameters])).rows.map((r) => r.n);
      };
      const casos = ['İLKER@X.COM', 'ΟΔΟΣ@X.GR', 'STRAẞE@x.de', '\u00a0Ana@Exemplo.com\u3000'];
      expect(await noBanco(casos)).toEqual(casos.map(normalizeEmail));
      const letra = fc.constantFrom(
        'İ',
        'I',
        'ı',
        'Σ',
        'ς',
        'ǅ',
        'Å',
        'É',
        'Ç',
        'A',
        'z',
        '.',
        '@',
        ' ',
        '\u00a0',
        '\u0307',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.string({ unit: letra, maxLength: 10 }), { minLength: 1, maxLength: 20 }),
          async (xs) => {
            expect(await noBanco(xs)).toEqual(xs.map(normalizeEmail));
          },
        ),
        { numRuns: 40, seed: 20261201 },
      );
    });
    // A second start finds it and applies nothing.
    expect(await migrate(url, dir)).toEqual([]);
  });
});
