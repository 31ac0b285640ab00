import { insertCliente } from '@portal/test-support';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';

// Issue 30: 20261201020000 (cotacao_itens_texto, kept by triggers on cotacao_itens and backfilled in
// committed batches of 2,000 quotations) applied while other connections keep editing, deleting and
// moving lines and deleting quotations, as bench:migrations did at 1M (docs/desempenho): afterwards
// every quotation with lines has its text, and every text is the one its lines build now.
const MIGRACAO = '20261201020000_cotacao_itens_texto';
const N = 6_000; // three batches

describe('the lines kept as text are backfilled while lines are written', () => {
  const banco = bancoAntesDe(MIGRACAO);

  it('every text equals its lines afterwards, including those written during the migration', async () => {
    const db = await banco.conectar();
    const cliente = (await insertCliente(db, { nome: 'Construtora Conde' })).id;
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
    );
    await db.query(`INSERT INTO produtos (sku, tipo, nome) VALUES ('P1', 'p', 'Parafuso'), ('S1', 's', 'Serviço')`);
    await db.query(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade)
       SELECT 'COT-2026-' || lpad(k::text, 6, '0'), 2026, k, $1, (SELECT id FROM users), 'rascunho', '2026-12-31'
         FROM generate_series(1, ${N}) k`,
      [cliente],
    );
    await db.query(
      `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, quantidade, preco_unitario, total)
       SELECT c.id, p, pr.id, pr.sku, pr.nome, pr.tipo, p * 1.5, 10.25, p * 15.375
         FROM cotacoes c CROSS JOIN generate_series(1, 3) p
         JOIN produtos pr ON pr.sku = CASE WHEN (c.id + p) % 2 = 0 THEN 'P1' ELSE 'S1' END`,
    );

    // Writer i touches only quotations ≡ i (mod 3): no two writers meet on one quotation's positions.
    const { aplicadas, escritas } = await banco.migrarSobEscrita((i, k) => {
      const id = 1 + i + 3 * ((k * 7919) % (N / 3));
      const outra = 1 + i + 3 * ((k * 104_729 + 1) % (N / 3));
      return [
        `UPDATE cotacao_itens SET quantidade = quantidade + 1, nome = nome || '"' WHERE cotacao_id = ${id}`,
        `DELETE FROM cotacao_itens WHERE id = (SELECT min(id) FROM cotacao_itens WHERE cotacao_id = ${id})`,
        `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, quantidade, preco_unitario, total)
         SELECT ${id}, coalesce(max(posicao), 0) + 1, min(produto_id), 'P1', 'Nova', 'p', 2, 3, 6
           FROM cotacao_itens WHERE cotacao_id = ${id} HAVING count(*) > 0`,
        `UPDATE cotacao_itens
            SET cotacao_id = ${outra},
                posicao = (SELECT coalesce(max(posicao), 0) + 1 FROM cotacao_itens WHERE cotacao_id = ${outra})
          WHERE id = (SELECT max(id) FROM cotacao_itens WHERE cotacao_id = ${id}) AND ${id} <> ${outra}`,
        `DELETE FROM cotacoes WHERE id = ${id + 3}`,
      ][k % 5];
    }, MIGRACAO);

    expect(aplicadas).toContain(MIGRACAO);
    expect(escritas).toBeGreaterThan(20);
    const { rows } = await db.query<{ sem_texto: number; diferentes: number; cotacoes: number }>(
      `SELECT count(*)::int AS cotacoes,
              count(*) FILTER (WHERE t.cotacao_id IS NULL
                AND EXISTS (SELECT 1 FROM cotacao_itens i WHERE i.cotacao_id = c.id))::int AS sem_texto,
              count(*) FILTER (WHERE t.cotacao_id IS NOT NULL
                AND (t.itens, t.tipos) IS DISTINCT FROM (f.itens, f.tipos))::int AS diferentes
         FROM cotacoes c LEFT JOIN cotacao_itens_texto t ON t.cotacao_id = c.id
        CROSS JOIN LATERAL cotacao_itens_json(c.id) f`,
    );
    expect(rows[0]).toEqual({ cotacoes: expect.any(Number), sem_texto: 0, diferentes: 0 });
    expect(rows[0].cotacoes).toBeGreaterThan(N / 2);
    // No text is left for a quotation deleted meanwhile (the foreign key's cascade, or skipped by the batch).
    const orfaos = await db.query(
      `SELECT count(*)::int AS n FROM cotacao_itens_texto t WHERE NOT EXISTS (SELECT 1 FROM cotacoes c WHERE c.id = t.cotacao_id)`,
    );
    expect(orfaos.rows).toEqual([{ n: 0 }]);
  }, 120_000);
});
