import fc from 'fast-check';
import { sql } from 'kysely';
import { AppDatabase, executarPreparada, type Db } from '../../src/database/database.js';
import { Transactions } from '../../src/database/transactions.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Transactions.run gives one transaction two faces: Prisma's tx (modules not yet on Kysely, e.g.
// the audit) and a Kysely Db. They must be the same connection and commit or roll back together.
describe('Transactions.run: Prisma and Kysely in one transaction', () => {
  let t: TestApp;
  let transactions: Transactions;
  let pool: AppDatabase;

  beforeAll(async () => {
    t = await createTestApp();
    transactions = t.app.get(Transactions);
    pool = t.app.get(AppDatabase);
  });
  afterAll(() => t.close());

  const pid = async (db: Db) => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
  const produto = (sku: string) => ({ sku, tipo: 'p', nome: `Produto ${sku}` });
  const count = async (table: string, where: string, value: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where} = $1`, [value])).rows[0].n;

  it('runs both on one backend, concurrent transactions each on their own', async () => {
    const pairs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        transactions.run(async (tx, db) => {
          const [{ pid: prismaPid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          return { prismaPid, kyselyPid: await pid(db) };
        }),
      ),
    );
    for (const pair of pairs) expect(pair.kyselyPid).toBe(pair.prismaPid);
    expect(new Set(pairs.map((p) => p.kyselyPid)).size).toBe(pairs.length);
  });

  it('commits a Kysely write and a Prisma write together', async () => {
    await transactions.run(async (tx, db) => {
      await db.insertInto('produtos').values(produto('TXCOMMIT')).execute();
      await tx.auditLog.create({ data: { message: 'tx-commit', data: {} } });
    });
    expect(await count('produtos', 'sku', 'TXCOMMIT')).toBe(1);
    expect(await count('audit_logs', 'message', 'tx-commit')).toBe(1);
  });

  it('rolls both back when the work throws', async () => {
    await expect(
      transactions.run(async (tx, db) => {
        await db.insertInto('produtos').values(produto('TXROLLBACK')).execute();
        await tx.auditLog.create({ data: { message: 'tx-rollback', data: {} } });
        // Inside, each side sees the other's uncommitted write.
        expect(await tx.produto.count({ where: { sku: 'TXROLLBACK' } })).toBe(1);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await count('produtos', 'sku', 'TXROLLBACK')).toBe(0);
    expect(await count('audit_logs', 'message', 'tx-rollback')).toBe(0);
  });

  it('refuses a statement on the transaction Db after the transaction ended', async () => {
    const leaked = await transactions.run(async (_tx, db) => db);
    await expect(leaked.selectFrom('produtos').select('id').execute()).rejects.toThrow('Transação já encerrada');
    // The pool-backed Db still works.
    expect(await pool.selectFrom('produtos').select('id').limit(1).execute()).toEqual(expect.any(Array));
  });

  it('both Db kinds run a registered statement as a named prepared statement', async () => {
    const prepared = (db: Db) =>
      sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(db);
    const query = (db: Db) => db.selectFrom('produtos').select('sku').where('sku', '=', 'TXPREP');
    const names = async (db: Db) => {
      expect(await executarPreparada(db, 'teste_preparada', query(db))).toEqual([]);
      return (await prepared(db)).rows.map((row) => row.name);
    };
    expect(await transactions.run(async (_tx, db) => names(db))).toContain('teste_preparada');
    expect(await pool.connection().execute((db) => names(db))).toContain('teste_preparada');
  });

  it('concurrent runs: each commits or rolls back its Kysely and Prisma writes together (fast-check)', async () => {
    let batch = 0;
    const run = fc.record({
      writes: fc.integer({ min: 1, max: 3 }),
      fails: fc.boolean(),
      // Which side writes first: the two clients interleave on one connection either way.
      kyselyFirst: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(run, { minLength: 1, maxLength: 5 }), async (runs) => {
        const prefix = `P${++batch}`;
        const outcomes = await Promise.allSettled(
          runs.map((r, i) =>
            transactions.run(async (tx, db) => {
              for (let w = 0; w < r.writes; w++) {
                const sku = `${prefix}-${i}-${w}`;
                const kysely = () => db.insertInto('produtos').values(produto(sku)).execute();
                const prisma = () => tx.auditLog.create({ data: { message: sku, data: {} } });
                if (r.kyselyFirst) await kysely().then(prisma);
                else await prisma().then(kysely);
              }
              if (r.fails) throw new Error('desfaz');
            }),
          ),
        );
        expect(outcomes.map((o) => o.status)).toEqual(runs.map((r) => (r.fails ? 'rejected' : 'fulfilled')));
        const like = `${prefix}-%`;
        const skus = (await t.db.query('SELECT sku FROM produtos WHERE sku LIKE $1 ORDER BY sku', [like])).rows;
        const messages = (
          await t.db.query('SELECT message FROM audit_logs WHERE message LIKE $1 ORDER BY message', [like])
        ).rows;
        const expected = runs.flatMap((r, i) =>
          r.fails ? [] : Array.from({ length: r.writes }, (_, w) => `${prefix}-${i}-${w}`),
        );
        expect(skus.map((row) => row.sku)).toEqual([...expected].sort());
        expect(messages.map((row) => row.message)).toEqual([...expected].sort());
      }),
      { numRuns: 15, seed: 20261125 },
    );
  });
});
