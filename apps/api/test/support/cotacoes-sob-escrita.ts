import { insertCliente, type Queryable } from '@portal/test-support';

/**
 * Quotations for a migration applied under writes (issue 30): four named customers plus `outros`
 * named with letters at random (more distinct text), 20,000 quotations spread over them, and the
 * statement writer i runs k-th (migracao-sob-escrita's migrarSobEscrita): single-row inserts, renames
 * of the four customers, quotations moved to them and deleted.
 */
export async function cotacoesParaMigrar(db: Queryable, outros = 0) {
  const nomes = ['Construtora Conde', 'Consultoria Ágil', 'Padaria São João', 'Oficina Boa Vista'];
  const clientes: number[] = [];
  for (const nome of nomes) clientes.push((await insertCliente(db, { nome })).id);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO clientes (tipo_pessoa, nome, cep, logradouro, numero, bairro, cidade, uf)
     SELECT 'pj', 'Loja ' || translate(md5(k::text), '0123456789', 'ghijklmnop'), '01310100', 'RUA', '1', 'CENTRO', 'SÃO PAULO', 'SP'
       FROM generate_series(1, $1::int) k RETURNING id`,
    [outros],
  );
  const todos = [...clientes, ...rows.map((r) => r.id)];
  await db.query(
    `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
  );
  const insert = (de: number, n: number) =>
    `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade, criado_em)
     SELECT 'COT-2026-' || lpad(k::text, 6, '0'), 2026, k, (ARRAY[${todos}])[1 + k % ${todos.length}],
            (SELECT id FROM users), 'rascunho', '2026-12-31', timestamptz '2026-11-24 03:00Z' - k * interval '17 minutes'
       FROM generate_series(${de}, ${de + n - 1}) k`;
  await db.query(insert(1, 20_000));

  return (i: number, k: number) => {
    const id = 1 + ((k * 7919 + i * 104_729) % 20_000);
    const cliente = clientes[(k + i) % 4];
    return [
      insert(100_000 + i * 10_000 + k, 1),
      `UPDATE clientes SET nome = '${nomes[(k + i) % 4]} ${k % 3}' WHERE id = ${cliente}`,
      `UPDATE cotacoes SET cliente_id = ${cliente} WHERE id = ${id}`,
      `DELETE FROM cotacoes WHERE id = ${id + 1}`,
    ][k % 4];
  };
}
