import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { runWithoutTransaction, semTransacao } from './migration-steps.js';
import { aplicarEmTransacao, ESPERA_PADRAO, type EsperaPorBloqueios } from './migration-transaction.js';
import { verificarRequisitosDoBanco } from './requisitos-do-banco.js';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Checks what the portal needs of the database (requisitos-do-banco.ts), then applies pending
 * migrations in order, each in its own transaction, run again when it loses a deadlock or waits too
 * long for a lock (migration-transaction.ts), or, marked sem-transacao, one statement at a time
 * (migration-steps.ts), and refuses to go on when a migration that was already applied has since been
 * edited, when a pending one is named before the last one applied, or when it brings pending ones
 * while this database applied one it does not have (a renamed folder). An
 * advisory lock keeps two instances starting together from applying the same file twice.
 */
export async function migrate(
  databaseUrl: string,
  migrationsDir: string,
  espera: EsperaPorBloqueios = ESPERA_PADRAO,
): Promise<string[]> {
  const migrations = readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection killed mid-migration fails the running query; the event alone would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await takeMigrationLock(client);
    await verificarRequisitosDoBanco(client);
    await client.query(`CREATE TABLE IF NOT EXISTS "_portal_migrations" (
      "name" VARCHAR(255) PRIMARY KEY,
      "checksum" CHAR(64) NOT NULL,
      "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM "_portal_migrations"',
    );
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const changed = migrations.filter((m) => applied.has(m.name) && !mesmaMigracao(m, applied.get(m.name)!));
    if (changed.length) {
      throw new Error(`Migrações já aplicadas foram alteradas: ${changed.map((m) => m.name).join(', ')}`);
    }
    const pending = migrations.filter((m) => !applied.has(m.name));
    refuseUnknownApplied(pending, migrations, [...applied.keys()]);
    refuseOutOfOrder(pending, [...applied.keys()]);
    for (const migration of pending) {
      if (semTransacao(migration.sql)) {
        await applyWithoutTransaction(client, migration);
        continue;
      }
      try {
        await aplicarEmTransacao(
          client,
          migration.sql,
          () => client.query(RECORD, [migration.name, migration.checksum]),
          espera,
        );
      } catch (error) {
        throw new Error(`Falha na migração ${migration.name}: ${(error as Error).message}`, { cause: error });
      }
    }
    return pending.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

const RECORD = 'INSERT INTO "_portal_migrations" (name, checksum) VALUES ($1, $2)';
const MIGRATION_LOCK = 727274;
const LOCK_RETRY_MS = 200;

/**
 * Waits for the instance applying migrations without a statement open meanwhile: a CREATE INDEX
 * CONCURRENTLY there waits for every open transaction, and a `pg_advisory_lock` waiting here is one,
 * so PostgreSQL ended this instance with "deadlock detected" (probe 7 F1). Short tries never block it.
 */
async function takeMigrationLock(client: pg.Client): Promise<void> {
  const tryLock = 'SELECT pg_try_advisory_lock($1) AS locked';
  while (!(await client.query<{ locked: boolean }>(tryLock, [MIGRATION_LOCK])).rows[0].locked) {
    await new Promise((retry) => setTimeout(retry, LOCK_RETRY_MS));
  }
}

/**
 * A migration named before one this database already applied would run after it here but before it
 * on a fresh install: two orders of the same DDL (probe 6 F5). Its folder must be renamed later.
 */
function refuseOutOfOrder(pending: Migration[], applied: string[]): void {
  const last = applied.sort().at(-1);
  const early = last && pending.find((m) => m.name < last && !ADICIONADAS_FORA_DE_ORDEM.has(m.name));
  if (!early) return;
  throw new Error(
    `A migração ${early.name} ainda não foi aplicada, mas tem nome anterior a ${last}, a última aplicada neste ` +
      `banco: aqui ela rodaria depois de ${last}, num banco novo antes. Renomeie a pasta ${early.name} com um ` +
      `horário posterior a ${last}.`,
  );
}

/**
 * Added to main after a migration with a later name, before the rule above existed: an install of a
 * version in between (b3e6087..a2f0a24 applied later names without 20261126050000/060000) has them
 * pending out of order and upgrades as it always did. Found by comparing every commit's folders with today's.
 */
const ADICIONADAS_FORA_DE_ORDEM = new Set([
  '20261125100000_contatos_titular',
  '20261126050000_cotacoes_por_nome',
  '20261126060000_envios_em_curso',
  '20261126150000_cotacao_termos',
  '20261127030001_sessoes_notificadas',
  '20261129010000_versao_cadastros',
  '20261201010000_cotacoes_criado_em_busca',
]);

/**
 * A folder renamed (as refuseOutOfOrder and docs/contribuindo.md ask) after a database applied it under
 * the old name: that database would run it again under the new one. Refused while something is pending;
 * a build that only lacks later migrations (one release back) has nothing pending and still starts.
 */
function refuseUnknownApplied(pending: Migration[], migrations: Migration[], applied: string[]): void {
  if (!pending.length) return;
  const known = new Set(migrations.map((m) => m.name));
  const missing = applied.filter((name) => !known.has(name)).sort();
  if (!missing.length) return;
  throw new Error(
    `A migração ${missing.join(', ')} foi aplicada neste banco, mas não existe nesta versão, que traz ` +
      `${pending.map((m) => m.name).join(', ')} por aplicar: uma pasta renomeada rodaria de novo. Se ${missing[0]} ` +
      `foi renomeada, troque o nome dela em "_portal_migrations" pelo novo (com o checksum do arquivo); senão, ` +
      `use uma versão que a contenha.`,
  );
}

/**
 * Migrations rewritten after they were applied somewhere, for how they run and not for what they
 * leave: the checksums of the versions each replaces. A database that applied one of those is up to
 * date. 20261126060000: its owner backfill scanned users and clientes per job inside the schema
 * transaction (issue 30, bench:migrations); the rewrite looks each address up once, in batches.
 * 20261126160000: it held pedidos and then asked for cotacoes, the opposite of the API's order, and
 * killed an accept under way with a deadlock; the rewrite locks cotacoes first.
 */
export const REESCRITAS: Record<string, string[]> = {
  '20261126060000_envios_em_curso': ['c55b80f186e4db16830c46312e3186c985a9963f6b3818a8a6174299f9272632'],
  '20261126160000_pedidos_reais': ['8b0bba3c38eeb17471bbbcf2c87490db6157a8cfece288f8321735466db9744b'],
};

const mesmaMigracao = (m: Migration, checksum: string) =>
  m.checksum === checksum || (REESCRITAS[m.name] ?? []).includes(checksum);

// Recorded only once every statement ran: an interrupted one runs again, whole, at the next start.
async function applyWithoutTransaction(client: pg.Client, migration: Migration): Promise<void> {
  try {
    await runWithoutTransaction(client, migration.sql);
    await client.query(RECORD, [migration.name, migration.checksum]);
  } catch (error) {
    throw new Error(`Falha na migração ${migration.name}: ${(error as Error).message}`, { cause: error });
  }
}
