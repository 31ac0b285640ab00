import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { migrate } from '../../src/database/migrator.js';
import { migrationsDir } from '../support/migrations-dir.js';

// Issue 30's index migration (built CONCURRENTLY, outside the schema transaction) while a transaction
// that wrote to cotacoes stays open: the build waits for it, and a new write meanwhile still goes
// through within a 1 s lock_timeout. The same index in the schema transaction blocks that write.
const ALVO = '20261127040000_cotacoes_status_periodo_cobertura';
const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

/** The project's migrations before ALVO, then ALVO as committed, or as `sql` says, or not at all. */
function migracoes(alvo: 'real' | 'nenhuma' | { sql: string }): string {
  const dir =
    typeof alvo === 'object' ? migrationsDir({ [ALVO]: alvo.sql }) : mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n < ALVO || (alvo === 'real' && n === ALVO))) {
    cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
  }
  return dir;
}

describe('an index migration does not block writes (lock_timeout 1 s)', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;
  const clients: pg.Client[] = [];
  const conectar = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeEach(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
    await migrate(url, migracoes('nenhuma'));
    const db = await conectar();
    const cliente = await insertCliente(db, { nome: 'Construtora Conde' });
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
    );
    await db.query(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
       SELECT 'COT-2026-' || lpad(n::text, 6, '0'), 2026, n, $1, (SELECT id FROM users), 'enviada', '2026-12-31',
              now() - n * interval '1 hour'
         FROM generate_series(1, 2000) n`,
      [cliente.id],
    );
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
    await dropDatabase(adminUrl(), name);
  });

  /** While `aberta` holds a write on cotacoes, applies `dir` and tries another write; then commits. */
  async function escritaDuranteMigracao(dir: string) {
    const aberta = await conectar();
    const outra = await conectar();
    const observador = await conectar();
    await aberta.query(`BEGIN; UPDATE cotacoes SET observacoes = 'aberta' WHERE seq = 1`);
    const migracao = migrate(url, dir).then(
      (aplicadas) => ({ aplicadas }),
      (error: Error) => ({ erro: error.message }),
    );
    // Until the migrator waits (on the open transaction's lock or virtual xid).
    for (let i = 0; i < 200; i++) {
      const { rowCount } = await observador.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rowCount) break;
      await sleep(25);
    }
    await outra.query(`SET lock_timeout = '1s'`);
    const inicio = Date.now();
    const escrita = await outra.query(`UPDATE cotacoes SET observacoes = 'outra' WHERE seq = 2`).then(
      () => 'ok',
      (error: Error) => error.message,
    );
    const ms = Date.now() - inicio;
    await aberta.query('COMMIT');
    return { escrita, ms, migracao: await migracao };
  }

  it('CONCURRENTLY, outside the transaction: the write goes through, the index ends valid', async () => {
    const { escrita, ms, migracao } = await escritaDuranteMigracao(migracoes('real'));
    expect({ escrita, rapida: ms < 1000 }).toEqual({ escrita: 'ok', rapida: true });
    expect(migracao).toEqual({ aplicadas: [ALVO] });
    const db = await conectar();
    const { rows } = await db.query(
      `SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relname LIKE 'cotacoes_status_criado_em%'`,
    );
    expect(rows).toEqual([{ relname: 'cotacoes_status_criado_em_id_idx', indisvalid: true }]);
  });

  it('the same index in the schema transaction would have blocked the write (the check can fail)', async () => {
    const dir = migracoes({
      sql: `CREATE INDEX "cotacoes_status_criado_em_id_idx" ON "cotacoes" ("status", "criado_em", "id");`,
    });
    const { escrita, migracao } = await escritaDuranteMigracao(dir);
    expect({ escrita, migracao }).toEqual({
      escrita: 'canceling statement due to lock timeout',
      migracao: { aplicadas: [ALVO] },
    });
  });
});
