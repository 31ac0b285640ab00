import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
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

  it('takes a rewritten migration as applied where the version it replaces was, and no other edit', async () => {
    const reescrita = '20261126060000_envios_em_curso';
    const dir = migrationsDir({ [reescrita]: readFileSync(join(MIGRATIONS_DIR, reescrita, 'migration.sql'), 'utf8') });
    const registrar = async (checksum: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('DELETE FROM "_portal_migrations" WHERE name = $1', [reescrita]);
      await client.query('INSERT INTO "_portal_migrations" (name, checksum) VALUES ($1, $2)', [reescrita, checksum]);
      await client.end();
    };
    // The first version's checksum, as databases migrated before the rewrite hold it.
    await registrar('c55b80f186e4db16830c46312e3186c985a9963f6b3818a8a6174299f9272632');
    expect(await migrate(url, dir)).toEqual([]);
    expect(await tables()).not.toContain('envios_em_curso');
    await registrar('0'.repeat(64));
    await expect(migrate(url, dir)).rejects.toThrow(`Migrações já aplicadas foram alteradas: ${reescrita}`);
    // Its 2026-11-26 name would come after the next test's pending one (the migrator refuses that).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DELETE FROM "_portal_migrations" WHERE name = $1', [reescrita]);
    await client.end();
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

// Probe 6 F5: a migration named before one an install already applied would run after it there but
// before it on a fresh install: two orders of the same DDL. The migrator refuses it by name.
describe('migrator: a pending migration named before the last applied one', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
  });
  afterAll(() => dropDatabase(adminUrl(), name));

  const aplicadas = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM "_portal_migrations" ORDER BY name');
    await client.end();
    return rows.map((r) => r.name);
  };

  it('is refused with both names and the fix; nothing is applied; a later name then applies', async () => {
    const a = '20261201020000_a';
    const c = '20261201040000_c';
    expect(
      await migrate(url, migrationsDir({ [a]: 'CREATE TABLE a (id int);', [c]: 'CREATE TABLE c (id int);' })),
    ).toEqual([a, c]);

    const hoje = '20261126160000_hoje';
    const depois = '20261201050000_depois';
    const dir = migrationsDir({
      [a]: 'CREATE TABLE a (id int);',
      [c]: 'CREATE TABLE c (id int);',
      [hoje]: 'CREATE TABLE hoje (id int);',
      [depois]: 'CREATE TABLE depois (id int);',
    });
    await expect(migrate(url, dir)).rejects.toThrow(
      `A migração ${hoje} ainda não foi aplicada, mas tem nome anterior a ${c}, a última aplicada neste banco: ` +
        `aqui ela rodaria depois de ${c}, num banco novo antes. Renomeie a pasta ${hoje} com um horário ` +
        `posterior a ${c}.`,
    );
    expect(await aplicadas()).toEqual([a, c]);

    // Renamed as the message says: it applies, in name order with the other pending one.
    const renomeada = '20261201045000_hoje';
    const corrigida = migrationsDir({
      [a]: 'CREATE TABLE a (id int);',
      [c]: 'CREATE TABLE c (id int);',
      [renomeada]: 'CREATE TABLE hoje (id int);',
      [depois]: 'CREATE TABLE depois (id int);',
    });
    expect(await migrate(url, corrigida)).toEqual([renomeada, depois]);
    expect(await migrate(url, corrigida)).toEqual([]);
  });
});

// The fix the refusal above asks for (and docs/contribuindo.md, on a rebase) is renaming a folder. A
// database where the old name was already applied (the developer's own, a staging install of the branch)
// then saw the new name as pending and ran it a second time: a data migration applied twice, silently.
describe('migrator: an applied migration this build does not have, while it brings pending ones', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
  });
  afterAll(() => dropDatabase(adminUrl(), name));

  const contagem = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contagem');
    await client.end();
    return rows[0].n;
  };

  it('is refused with the missing and the pending names: a renamed folder never runs twice', async () => {
    const a = '20261201020000_a';
    const antiga = '20261126160000_conta';
    const nova = '20261201045000_conta';
    const conta = 'CREATE TABLE IF NOT EXISTS contagem (n int); INSERT INTO contagem VALUES (1);';
    expect(await migrate(url, migrationsDir({ [antiga]: conta, [a]: 'SELECT 1;' }))).toEqual([antiga, a]);

    const renomeada = migrationsDir({ [a]: 'SELECT 1;', [nova]: conta });
    await expect(migrate(url, renomeada)).rejects.toThrow(
      `A migração ${antiga} foi aplicada neste banco, mas não existe nesta versão, que traz ${nova} por ` +
        `aplicar: uma pasta renomeada rodaria de novo.`,
    );
    expect(await contagem()).toBe(1);
    // A build that only lacks a later migration (going back one release) still starts: nothing pending.
    expect(await migrate(url, migrationsDir({ [a]: 'SELECT 1;' }))).toEqual([]);
  });
});

// Two migrations reached main after later-named ones (before the out-of-order rule): an install of
// b3e6087 (stop 32) to a2f0a24 (stop 34) has them pending out of order and must still upgrade. Failed
// (refused at start) before the migrator listed them.
describe('migrator: an install from before the out-of-order rule upgrades', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
  });
  afterAll(() => dropDatabase(adminUrl(), name));

  it("applies b3e6087's migrations, then today's, the two older-named ones among them", async () => {
    const faltavam = ['20261126050000_cotacoes_por_nome', '20261126060000_envios_em_curso'];
    const todas = readdirSync(MIGRATIONS_DIR).filter((n) => /^\d{14}_/.test(n));
    const naquela = todas.filter((n) => n <= '20261126160000_pedidos_reais' && !faltavam.includes(n));
    const pasta = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const n of naquela) cpSync(join(MIGRATIONS_DIR, n), join(pasta, n), { recursive: true });
    expect(await migrate(url, pasta)).toEqual(naquela);

    const depois = await migrate(url, MIGRATIONS_DIR);
    expect(depois).toEqual(expect.arrayContaining(faltavam));
    expect(depois).toHaveLength(todas.length - naquela.length);
  });
});
