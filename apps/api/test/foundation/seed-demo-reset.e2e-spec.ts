import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { runTool } from '../support/run-tool.js';

const API = resolve(import.meta.dirname, '../..');
const SEED = ['--customers', '60', '--products', '20', '--logs', '50', '--quotes', '15', '--orders', '5'];

/**
 * `npm run seed:demo -- --reset` on a database that already has demo data: it failed on every
 * install with quotations ("cannot truncate a table referenced in a foreign key constraint":
 * cotacao_pdfs, then cotacao_itens_texto, were not in its list). The second seed (same --seed) must
 * give the same data as the first, and the staff users that are not demo data must stay.
 */
describe('seed-demo --reset over earlier demo data', () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `t_seed_${randomBytes(4).toString('hex')}`;
  const dataDir = resolve(API, '../../.test-data', name);
  const url = withDatabase(adminUrl, name);
  const seed = (extra: string[]) =>
    runTool(process.execPath, ['dist/tools/seed-demo.js', ...SEED, ...extra], {
      cwd: API,
      env: { DATABASE_URL: url, NODE_ENV: 'test', DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
  const count = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql)).rows[0].n;
    } finally {
      await client.end();
    }
  };

  beforeAll(() => recreateDatabase(adminUrl, name, process.env.TEST_TEMPLATE_DB), 60_000);
  afterAll(async () => {
    await dropDatabase(adminUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second seed with --reset replaces the first one', async () => {
    const first = await seed(['--seed', '1']);
    expect([first.code, first.stderr]).toEqual([0, '']);
    const staff = await count(
      `SELECT count(*)::int AS n FROM users WHERE cliente_id IS NULL AND email NOT LIKE '%@demo%'`,
    );
    const quotations = await count('SELECT count(*)::int AS n FROM cotacoes');
    // Without --reset the seed refuses to mix its data with what is there.
    const refused = await seed(['--seed', '2']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr + refused.stdout).toContain('Use --reset');
    const second = await seed(['--seed', '1', '--reset']);
    expect([second.code, second.stderr]).toEqual([0, '']);
    expect(await count('SELECT count(*)::int AS n FROM clientes')).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM cotacoes')).toBe(quotations);
    expect(
      await count(`SELECT count(*)::int AS n FROM users WHERE cliente_id IS NULL AND email NOT LIKE '%@demo%'`),
    ).toBe(staff);
  }, 300_000);
});
