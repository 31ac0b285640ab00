import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { migrate } from '../../src/database/migrator.js';

// The one-order-per-number migration over data written before it: what it resolves, and where it
// stops and names the numbers (two orders for one number: which one stands is a business decision).
const MIGRACAO = '20261125110000_um_pedido_por_numero';
const TODAS = resolve(import.meta.dirname, '../../../../prisma/migrations');
const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

/** The migrations before this one (or up to it), in a folder of their own: later ones stay out. */
function anteriores(incluindoEsta = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'migracoes-'));
  for (const nome of readdirSync(TODAS).filter((n) => n < MIGRACAO || (incluindoEsta && n === MIGRACAO)))
    cpSync(join(TODAS, nome), join(dir, nome), { recursive: true });
  return dir;
}

type Rev = [status: string, pedido?: boolean];

describe(`migration ${MIGRACAO} over existing data`, () => {
  const bancos: string[] = [];
  afterAll(async () => {
    for (const nome of bancos) await dropDatabase(adminUrl(), nome);
  });

  /** A database migrated up to just before this migration, with `numeros` as given revisions. */
  async function bancoCom(numeros: Record<string, Rev[]>): Promise<pg.Client> {
    const nome = `m_${randomBytes(5).toString('hex')}`;
    bancos.push(nome);
    await recreateDatabase(adminUrl(), nome);
    const url = withDatabase(adminUrl(), nome);
    await migrate(url, anteriores());
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    // Dropping the database at the end ends a connection a failed test left open: not an error.
    db.on('error', () => undefined);
    const cliente = (await insertCliente(db)).id;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, role_id) VALUES ('v@exemplo.com.br', 'Vera', (SELECT id FROM roles WHERE normalized_name = 'COMERCIAL')) RETURNING id`,
    );
    for (const [seq, [numero, revs]] of Object.entries(numeros).entries())
      for (const [i, [status, pedido]] of revs.entries()) {
        const { rows: c } = await db.query<{ id: number }>(
          `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, status, validade, total, enviada_em)
           VALUES ($1, 2026, $2, $3, $4, $5, $6::varchar, '2026-12-31', 100, CASE WHEN $6::varchar <> 'rascunho' THEN now() END) RETURNING id`,
          [numero, seq + 1, i + 1, cliente, rows[0].id, status],
        );
        if (pedido)
          await db.query(
            `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id) VALUES ($1, 100, now(), $2)`,
            [cliente, c[0].id],
          );
      }
    return db;
  }

  const statuses = async (db: pg.Client) =>
    (
      await db.query<{ numero: string; s: string[] }>(
        `SELECT numero, array_agg(status ORDER BY revisao) AS s FROM cotacoes GROUP BY numero ORDER BY numero`,
      )
    ).rows.map((r) => [r.numero, r.s]);

  it('closes what an acceptance left open, keeps the newest of several sent revisions, and ties each order to its number', async () => {
    const db = await bancoCom({
      'COT-2026-000001': [['aceita', true], ['enviada'], ['rascunho']],
      'COT-2026-000002': [['enviada'], ['enviada'], ['enviada']],
      'COT-2026-000003': [['aceita', true]],
      'COT-2026-000004': [['recusada'], ['rascunho']],
    });
    try {
      expect(await migrate(withDatabase(adminUrl(), db.database!), anteriores(true))).toEqual([MIGRACAO]);
      expect(await statuses(db)).toEqual([
        ['COT-2026-000001', ['aceita', 'cancelada', 'cancelada']],
        ['COT-2026-000002', ['substituida', 'substituida', 'enviada']],
        ['COT-2026-000003', ['aceita']],
        ['COT-2026-000004', ['recusada', 'rascunho']],
      ]);
      const pedidos = await db.query(
        `SELECT p.cotacao_numero, c.numero, c.revisao FROM pedidos p JOIN cotacoes c ON c.id = p.cotacao_id ORDER BY c.numero`,
      );
      expect(pedidos.rows).toEqual([
        { cotacao_numero: 'COT-2026-000001', numero: 'COT-2026-000001', revisao: 1 },
        { cotacao_numero: 'COT-2026-000003', numero: 'COT-2026-000003', revisao: 1 },
      ]);
      const eventos = await db.query(
        `SELECT c.numero, c.revisao, e.tipo, e.detalhe FROM cotacao_eventos e JOIN cotacoes c ON c.id = e.cotacao_id
          ORDER BY c.numero, c.revisao`,
      );
      expect(eventos.rows).toEqual([
        { numero: 'COT-2026-000001', revisao: 2, tipo: 'cancelada', detalhe: 'Cancelada: a revisão 1 foi aceita.' },
        { numero: 'COT-2026-000001', revisao: 3, tipo: 'cancelada', detalhe: 'Cancelada: a revisão 1 foi aceita.' },
        { numero: 'COT-2026-000002', revisao: 1, tipo: 'substituida', detalhe: 'Substituída pela revisão 3' },
        { numero: 'COT-2026-000002', revisao: 2, tipo: 'substituida', detalhe: 'Substituída pela revisão 3' },
      ]);
    } finally {
      await db.end();
    }
  });

  it('stops, naming the numbers, where a number already has two orders; nothing changes', async () => {
    const db = await bancoCom({
      'COT-2026-000001': [
        ['aceita', true],
        ['aceita', true],
      ],
      'COT-2026-000002': [['aceita', true], ['enviada']],
    });
    try {
      await expect(migrate(withDatabase(adminUrl(), db.database!), anteriores(true))).rejects.toThrow(
        'Cotações com mais de um pedido ou mais de uma revisão aceita: COT-2026-000001',
      );
      expect(await statuses(db)).toEqual([
        ['COT-2026-000001', ['aceita', 'aceita']],
        ['COT-2026-000002', ['aceita', 'enviada']],
      ]);
      const aplicadas = await db.query(`SELECT name FROM "_portal_migrations" WHERE name = $1`, [MIGRACAO]);
      expect(aplicadas.rows).toEqual([]);
      expect((await db.query(`SELECT count(*)::int AS n FROM pedidos`)).rows[0].n).toBe(3);
    } finally {
      await db.end();
    }
  });
});
