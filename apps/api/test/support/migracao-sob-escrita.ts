import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { migrate } from '../../src/database/migrator.js';

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

/** The project's migrations whose names `escolher` keeps, in a folder of their own. */
function pastaCom(escolher: (migracao: string) => boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const n of readdirSync(MIGRATIONS_DIR).filter(escolher)) {
    cpSync(join(MIGRATIONS_DIR, n), join(dir, n), { recursive: true });
  }
  return dir;
}

/**
 * A database of its own for a describe block, migrated up to (not including) `primeira` and every
 * migration after it, as an install upgraded from an earlier release; dropped after the block. Only a
 * prefix: the migrator refuses a pending migration named before one already applied.
 */
export function bancoAntesDe(primeira: string) {
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
    await migrate(
      url,
      pastaCom((n) => n < primeira),
    );
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
    await dropDatabase(adminUrl(), name);
  });

  /**
   * Applies the pending migrations (up to `ate`, as a release that ends there) while three connections
   * keep writing (`escrita(i, k)`: writer i's k-th statement) until the migrator ends: what was applied
   * and how many writes ran meanwhile.
   */
  async function migrarSobEscrita(escrita: (i: number, k: number) => string, ate?: string) {
    let rodando = true;
    let escritas = 0;
    const escritor = async (i: number) => {
      const c = await conectar();
      for (let k = 0; rodando; k++) {
        await c.query(escrita(i, k));
        escritas++;
      }
    };
    const escritores = [0, 1, 2].map(escritor);
    const aplicadas = await migrar(ate).finally(() => (rodando = false));
    await Promise.all(escritores);
    return { aplicadas, escritas };
  }

  /** The pending migrations (up to `ate`), as a new release's start-up applies them: their names. */
  const migrar = (ate?: string) => migrate(url, ate ? pastaCom((n) => n <= ate) : MIGRATIONS_DIR);

  return { conectar, migrarSobEscrita, migrar, url: () => url, nome: name };
}
