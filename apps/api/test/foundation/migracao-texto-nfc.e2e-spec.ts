import { bancoAntesDe } from '../support/migracao-sob-escrita.js';

// Probe 6 F1: texto_nfc rewrites in NFC the text the plain-ILIKE searches read (product name and
// description, customer city, internal user name), on an install upgraded with decomposed rows, while
// three connections keep writing the same products: afterwards no such row is left decomposed.
const ESTA = '20261201040000_texto_nfc';
const NFD = 'Jose\u0301 Conceic\u0327a\u0303o';

describe('texto_nfc normalises the stored text while it is written', () => {
  const banco = bancoAntesDe(ESTA);

  it('leaves no decomposed product name, description, city or user name behind; keeps what NFC would lengthen', async () => {
    const db = await banco.conectar();
    // 12,000 products (three batches), every third decomposed; one with a composition exclusion
    // (U+0958 becomes two characters in NFC) filling its 100 characters.
    await db.query(`
      INSERT INTO produtos (sku, tipo, nome, descricao, status)
      SELECT 'NFC' || i, 'p', CASE WHEN i % 3 = 0 THEN '${NFD} ' || i ELSE 'Produto ' || i END,
             CASE WHEN i % 3 = 0 THEN '${NFD}' END, true
        FROM generate_series(1, 12000) i`);
    await db.query(
      `INSERT INTO produtos (sku, tipo, nome, status) VALUES ('LONGO', 'p', repeat(U&'\\0958', 100), true)`,
    );
    await db.query(`
      INSERT INTO clientes (tipo_pessoa, nome, cpf, status, cep, logradouro, numero, bairro, cidade, uf)
      SELECT 'pf', 'Cliente ' || i, lpad(i::text, 11, '0'), true, '01310100', 'RUA', '1', 'B', 'Sa\u0303o Paulo', 'SP'
        FROM generate_series(1, 50) i`);
    await db.query(`
      INSERT INTO users (email, name, role_id)
      SELECT 'nfc' || i || '@exemplo.com.br', '${NFD}', (SELECT id FROM roles WHERE normalized_name = 'COMERCIAL')
        FROM generate_series(1, 50) i`);

    const { aplicadas, escritas } = await banco.migrarSobEscrita(
      (i, k) => `UPDATE produtos SET preco = coalesce(preco, 0) + 1 WHERE id = ${1 + ((i * 4001 + k * 7) % 12000)}`,
      ESTA,
    );

    expect(aplicadas).toEqual([ESTA]);
    expect(escritas).toBeGreaterThan(10);
    const restantes = await db.query(`
      SELECT (SELECT count(*)::int FROM produtos WHERE sku <> 'LONGO'
                AND (nome IS NOT NFC NORMALIZED OR descricao IS NOT NFC NORMALIZED)) AS produtos,
             (SELECT count(*)::int FROM clientes WHERE cidade IS NOT NFC NORMALIZED) AS clientes,
             (SELECT count(*)::int FROM users WHERE name IS NOT NFC NORMALIZED) AS users`);
    expect(restantes.rows).toEqual([{ produtos: 0, clientes: 0, users: 0 }]);
    const jose = NFD.normalize('NFC');
    const achados = await db.query(`SELECT count(*)::int AS n FROM produtos WHERE nome ILIKE $1 AND descricao = $2`, [
      `${jose}%`,
      jose,
    ]);
    expect(achados.rows).toEqual([{ n: 4000 }]);
    const longo = await db.query(`SELECT nome FROM produtos WHERE sku = 'LONGO'`);
    expect(longo.rows[0].nome).toBe('\u0958'.repeat(100));
  }, 120_000);
});
