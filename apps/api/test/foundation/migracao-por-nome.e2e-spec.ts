import { insertCliente } from '@portal/test-support';
import { copiasDaBusca } from '../support/busca-copias.js';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';

// Issue 30: cotacoes_por_nome (quotations per customer text) applied, as on an install upgraded from
// the previous release, to existing quotations while other connections keep inserting, renaming
// customers, moving quotations and deleting them: afterwards every name counts its quotations.
const ESTA = '20261126050000_cotacoes_por_nome';

describe('cotacoes_por_nome is built while quotations are written', () => {
  const banco = bancoAntesDe((n) => n === ESTA);

  it('counts every quotation per name, including those written during the migration', async () => {
    const db = await banco.conectar();
    const nomes = ['Construtora Conde', 'Consultoria Ágil', 'Padaria São João', 'Oficina Boa Vista'];
    const clientes: number[] = [];
    for (const nome of nomes) clientes.push((await insertCliente(db, { nome })).id);
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
    );
    const insert = (de: number, n: number) =>
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
       SELECT 'COT-2026-' || lpad(k::text, 6, '0'), 2026, k, (ARRAY[${clientes}])[1 + k % 4],
              (SELECT id FROM users), 'rascunho', '2026-12-31', timestamptz '2026-11-24 03:00Z' - k * interval '17 minutes'
         FROM generate_series(${de}, ${de + n - 1}) k`;
    await db.query(insert(1, 20_000));

    // Writers: single-row inserts, customer renames, quotation moves and deletes, until it ends.
    const { aplicadas, escritas } = await banco.migrarSobEscrita((i, k) => {
      const id = 1 + ((k * 7919 + i * 104_729) % 20_000);
      const cliente = clientes[(k + i) % 4];
      return [
        insert(100_000 + i * 10_000 + k, 1),
        `UPDATE clientes SET nome = '${nomes[(k + i) % 4]} ${k % 3}' WHERE id = ${cliente}`,
        `UPDATE cotacoes SET cliente_id = ${cliente} WHERE id = ${id}`,
        `DELETE FROM cotacoes WHERE id = ${id + 1}`,
      ][k % 4];
    });

    expect(aplicadas).toEqual([ESTA]);
    expect(escritas).toBeGreaterThan(20);
    const { porNome, porNomeEsperado } = await copiasDaBusca(db);
    expect(porNome).toEqual(porNomeEsperado);
    expect(porNome.length).toBeGreaterThan(3);
    const indice = await db.query(
      `SELECT indisvalid FROM pg_index WHERE indexrelid = 'cotacoes_por_nome_trgm_idx'::regclass`,
    );
    expect(indice.rows).toEqual([{ indisvalid: true }]);
  }, 120_000);
});
