import { readdirSync } from 'node:fs';
import { insertCliente } from '@portal/test-support';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { copiasDaBusca } from '../support/busca-copias.js';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';

// Issue 30's search tables (cotacoes_por_dia, then the narrow copy cotacoes_busca backfilled in
// batches outside the schema transaction) applied to existing quotations while other connections keep
// inserting, editing, re-dating and deleting them: afterwards both equal what they copy and count.
const PRIMEIRA = '20261128020000_cotacoes_por_dia';

describe('the quotation search tables are built while quotations are written', () => {
  const banco = bancoAntesDe(PRIMEIRA);

  it('copies and counts every quotation, including those written during the migration', async () => {
    const db = await banco.conectar();
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
    const { aplicadas, escritas } = await banco.migrarSobEscrita((i, k) => {
      const id = 1 + ((k * 7919 + i * 104_729) % 20_000);
      return [
        insert(100_000 + i * 10_000 + k, 1),
        `UPDATE cotacoes SET status = 'cancelada' WHERE id = ${id}`,
        `UPDATE cotacoes SET criado_em = criado_em - interval '1 day' WHERE id = ${id}`,
        `UPDATE cotacoes SET cliente_id = ${outro} WHERE id = ${id}`,
        `DELETE FROM cotacoes WHERE id = ${id + 1}`,
      ][k % 5];
    });

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
