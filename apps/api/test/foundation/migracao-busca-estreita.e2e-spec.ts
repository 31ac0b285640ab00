import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { migrate } from '../../src/database/migrator.js';
import { copiasDaBusca } from '../support/busca-copias.js';

// Issue 30's search tables (cotacoes_por_dia, then the narrow copy cotacoes_busca backfilled in
// batches outside the schema transaction) applied to existing quotations while other connections keep
// inserting, editing, re-dating and deleting them: afterwards both equal what they copy and count.
const PRIMEIRA = '20261128020000_cotacoes_por_dia';
const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

describe('the quotation search tables are built while quotations are written', () => {
  const name = `m_${randomBytes(5).toString('hex')}`;
  let url: string;
  const clients: pg.Client[] = [];
  const conectar = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    await recreateDatabase(adminUrl(), name);
    url = withDatabase(adminUrl(), name);
    const antes = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const n of readdirSync(MIGRATIONS_DIR).filter((n) => n < PRIMEIRA)) {
      cpSync(join(MIGRATIONS_DIR, n), join(antes, n), { recursive: true });
    }
    await migrate(url, antes);
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
    await dropDatabase(adminUrl(), name);
  });

  it('copies and counts every quotation, including those written during the migration', async () => {
    const db = await conectar();
    const outro = (await insertCliente(db, { nome: 'Oficina Boa Vista' })).id;
    const cliente = (await insertCliente(db, { nome: 'Construtora Conde' })).id;
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
    );
    const insert = (de: number, n: number) =>
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
       SELECT 'COT-2026-' || lpad(k::text, 6, '0'), 2026, k, CASE WHEN k % 3 = 0 THEN ${outro} ELSE ${cliente} END,
              (SELECT id FROM users), (ARRAY['rascunho', 'aceita', 'recusada'])[1 + k % 3], '2026-12-31',
              timestamptz '2026-11-24 03:00Z' - k * interval '17 minutes'
         FROM generate_series(${de}, ${de + n - 1}) k`;
    await db.query(insert(1, 20_000));

    // Writers: single-row inserts, status and date edits, customer moves and deletes, until it ends.
    let rodando = true;
    let escritas = 0;
    const escritor = async (i: number) => {
      const c = await conectar();
      for (let k = 0; rodando; k++) {
        const id = 1 + ((k * 7919 + i * 104_729) % 20_000);
        const sql = [
          insert(100_000 + i * 10_000 + k, 1),
          `UPDATE cotacoes SET status = 'cancelada' WHERE id = ${id}`,
          `UPDATE cotacoes SET criado_em = criado_em - interval '1 day' WHERE id = ${id}`,
          `UPDATE cotacoes SET cliente_id = ${outro} WHERE id = ${id}`,
          `DELETE FROM cotacoes WHERE id = ${id + 1}`,
        ][k % 5];
        await c.query(sql);
        escritas++;
      }
    };
    const escritores = [0, 1, 2].map(escritor);
    const aplicadas = await migrate(url, MIGRATIONS_DIR).finally(() => (rodando = false));
    await Promise.all(escritores);

    expect(aplicadas).toEqual(readdirSync(MIGRATIONS_DIR).filter((n) => n >= PRIMEIRA));
    expect(escritas).toBeGreaterThan(20);
    const { copia, cotacoes, contagem, esperada } = await copiasDaBusca(db);
    expect(copia).toEqual(cotacoes);
    expect(contagem).toEqual(esperada);
    const indice = await db.query(
      `SELECT indisvalid FROM pg_index WHERE indexrelid = 'cotacoes_busca_cliente_trgm_idx'::regclass`,
    );
    expect(indice.rows).toEqual([{ indisvalid: true }]);
  }, 120_000);
});
