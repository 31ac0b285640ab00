// npm run seed:demo -- --customers 100000 [--seed 42] [--products 300] [--logs N] [--orders N] [--quotes N]
//                      [--anchor 2026-11-22]
//                      [--password Senha-demo1] [--reset]
// Fills the configured database (DATABASE_URL, or the embedded one under DATA_DIR) with demo data:
// customers pf/pj with valid CPFs/CNPJs (some alphanumeric) in every UF, orders, products and
// services, staff of each role, customer logins and months of audit entries. Same seed and anchor,
// same data. Everything is one transaction of INSERT ... SELECT generate_series.
import pg from 'pg';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/database-runtime.js';
import { ensureAdmin } from '../database/ensure-admin.js';
import { hashPassword } from '../common/security/password-hasher.js';
import * as SQL from './seed-demo-sql.js';
import { cotacoesSql, quoteCount } from './seed-demo-cotacoes-sql.js';

interface Options extends SQL.SeedPlan {
  quotes?: number;
  reset: boolean;
  password?: string;
}

// clientes_busca is filled by the triggers on clientes; its index is rebuilt at the end like the rest.
const TABLES = [
  'clientes',
  'clientes_busca',
  'pedidos',
  'produtos',
  'audit_logs',
  'users',
  'cotacoes',
  'cotacao_itens',
];

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function parseArgs(argv: string[]): Options {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Argumento inesperado: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2);
    if (name === 'reset') flags.add(name);
    else values.set(name, inline ?? argv[++i] ?? '');
  }
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      throw new Error(`--${name} deve ser um inteiro entre ${min} e ${max}.`);
    }
    return Number(raw);
  };
  const known = ['customers', 'seed', 'products', 'logs', 'orders', 'quotes', 'anchor', 'password'];
  for (const name of values.keys()) if (!known.includes(name)) throw new Error(`Opção desconhecida: --${name}`);
  const customers = int('customers', 10_000, 1, 10_000_000);
  const anchor = values.get('anchor') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor) || Number.isNaN(Date.parse(anchor))) {
    throw new Error('--anchor deve ser uma data AAAA-MM-DD.');
  }
  return {
    customers,
    seed: int('seed', 42, 0, 2_000_000),
    products: int('products', 300, 1, 99_999),
    logs: int('logs', Math.max(2_000, Math.floor(customers / 2)), 0, 50_000_000),
    orders: values.has('orders') ? int('orders', 0, 0, 50_000_000) : undefined,
    quotes: values.has('quotes') ? int('quotes', 0, 0, 10_000_000) : undefined,
    anchor: `${anchor}T00:00:00Z`,
    password: values.get('password'),
    reset: flags.has('reset'),
  };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  say(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function clearDemoData(client: pg.PoolClient): Promise<void> {
  // Quotations reference customers, staff and products: they go first, with the orders they made.
  // CASCADE takes every table that hangs off them (PDFs, messages, kept texts, acceptances...), so a
  // table added later cannot break the reset; none of them holds anything but demo data.
  await client.query(
    'TRUNCATE cotacao_eventos, cotacao_itens, cotacoes, cotacoes_contador, pedidos, produtos, audit_logs RESTART IDENTITY CASCADE',
  );
  await client.query(`DELETE FROM users WHERE cliente_id IS NOT NULL OR email LIKE '%@${SQL.DEMO_DOMAIN}'`);
  // clientes is referenced by users: DELETE (TRUNCATE would need CASCADE, which empties users).
  await client.query('DELETE FROM clientes');
  await client.query(`SELECT setval(pg_get_serial_sequence('clientes', 'id'), 1, false)`);
}

/** Secondary (non-unique) indexes, dropped during the load and rebuilt once at the end: much faster. */
async function secondaryIndexes(client: pg.PoolClient): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ANY($1)
        AND indexdef NOT LIKE 'CREATE UNIQUE INDEX%'`,
    [TABLES],
  );
  return rows;
}

async function seed(client: pg.PoolClient, options: Options): Promise<void> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM clientes');
  if (rows[0].n > 0 && !options.reset) {
    throw new Error(`O banco já tem ${rows[0].n} clientes. Use --reset para apagar os dados de demonstração antes.`);
  }
  const hash = options.password ? await hashPassword(options.password) : null;
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    await client.query('SET LOCAL max_parallel_maintenance_workers = 2');
    if (options.reset) await timed('limpeza', () => clearDemoData(client));
    for (const sql of SQL.helperFunctions(options.seed)) await client.query(sql);
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(index.name)}`);
    await timed(`${options.customers} clientes`, () => client.query(SQL.customersSql(options)));
    const orders = await timed('pedidos', () => client.query(SQL.ordersSql(options)));
    say(`    ${orders.rowCount} pedidos`);
    await timed(`${options.products} produtos e serviços`, () => client.query(SQL.productsSql(options)));
    const [staffSql, loginsSql] = SQL.usersSql();
    await timed('usuários internos', () => client.query(staffSql, [hash]));
    const logins = await timed('logins de clientes', () => client.query(loginsSql, [hash]));
    say(`    ${logins.rowCount} logins`);
    await timed(`${quoteCount(options)} cotações com itens e pedidos`, async () => {
      for (const sql of cotacoesSql(options)) await client.query(sql);
    });
    await timed(`${options.logs} registros de auditoria`, () => client.query(SQL.auditSql(options)));
    await timed(`${indexes.length} índices`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  await timed('ANALYZE', () => client.query(`ANALYZE ${TABLES.join(', ')}`));
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await prepareDatabase(config, say);
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const started = Date.now();
  try {
    const admin = await ensureAdmin(database.url, config.admin);
    if (admin.generatedPassword) say(`Administrador criado: ${admin.email} / senha: ${admin.generatedPassword}`);
    say(`Gerando dados de demonstração (semente ${options.seed}, até ${options.anchor.slice(0, 10)})...`);
    const client = await pool.connect();
    try {
      await seed(client, options);
    } finally {
      client.release();
    }
    say(`Pronto em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (options.password) say(`Equipe de demonstração: admin1@${SQL.DEMO_DOMAIN}, comercial01@${SQL.DEMO_DOMAIN}...`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
