import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../src/database/database.js';
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
});
