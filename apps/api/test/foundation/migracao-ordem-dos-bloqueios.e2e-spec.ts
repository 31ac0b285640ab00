import type pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';

// Seen while upgrading under writes (t-auth, 2026-11-26): a writer killed by `deadlock detected`.
// 20261126160000_pedidos_reais held pedidos (ALTER TABLE) and then asked for cotacoes (the FOREIGN KEY
// of cotacao_aceites); the API locks cotacoes first and then inserts into pedidos (accepting a
// quotation). Here the interleaving is forced: the writer holds its quotation, the migration is held
// on cotacao_itens by a third connection, the writer inserts its order, and the third one lets go.
const ESTA = '20261126160000_pedidos_reais';

describe('pedidos_reais applied while a quotation is being accepted', () => {
  const banco = bancoAntesDe(ESTA);

  // Connections waiting for a lock in this database, the migrator's among them.
  const esperando = async (db: pg.Client) =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0].n,
    );
  const ate = async (condicao: () => Promise<boolean>) => {
    for (let i = 0; i < 500 && !(await condicao()); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('lets the accept finish: the migration waits for it instead of killing it', async () => {
    const db = await banco.conectar();
    const cliente = (await insertCliente(db, { nome: 'Construtora Conde' })).id;
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('v@portal.local', 'Vera', (SELECT min(id) FROM roles))`,
    );
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO cotacoes (numero, ano, seq, cliente_id, vendedor_id, status, validade)
       VALUES ('COT-2026-000001', 2026, 1, $1, (SELECT id FROM users), 'enviada', '2026-12-31') RETURNING id`,
      [cliente],
    );
    const cotacao = rows[0].id;

    const escritor = await banco.conectar();
    const bloqueio = await banco.conectar();
    await bloqueio.query('BEGIN');
    await bloqueio.query('LOCK TABLE cotacao_itens IN ACCESS EXCLUSIVE MODE');
    // The API's accept: the quotation first...
    await escritor.query('BEGIN');
    await escritor.query(`UPDATE cotacoes SET status = 'aceita' WHERE id = $1`, [cotacao]);
    const migracao = banco.migrar(ESTA).catch((error: Error) => error.message);
    await ate(async () => (await esperando(db)) === 1);
    // ...then its order, while the migration is where it waits.
    let aceite = 'pendente';
    const pedido = escritor
      .query(
        `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero)
         VALUES ($1, 10, now(), $2, 'COT-2026-000001')`,
        [cliente, cotacao],
      )
      .then(() => escritor.query('COMMIT'))
      .then(
        () => (aceite = 'ok'),
        (error: Error) => (aceite = error.message),
      );
    await ate(async () => aceite !== 'pendente' || (await esperando(db)) === 2);
    await bloqueio.query('COMMIT');
    await pedido;

    expect(aceite).toBe('ok');
    expect(await migracao).toEqual([ESTA]);
    // The order written during the upgrade got its snapshot like the ones before it.
    const pedidos = await db.query(`SELECT snapshot->>'numero' AS numero, cliente_nome FROM pedidos`);
    expect(pedidos.rows).toEqual([{ numero: 'COT-2026-000001', cliente_nome: 'Construtora Conde' }]);
  }, 60_000);
});
