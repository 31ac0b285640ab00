import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { prepareDatabase } from './database-runtime.js';

/**
 * The configured database; without DATABASE_URL/DATABASE_HOST, the embedded one of `npm start`:
 * the running server's if it is up, else started (and migrated) for this command only.
 */
export async function connectForCommand(config: AppConfig): Promise<{ client: pg.Client; stop: () => Promise<void> }> {
  const passwordFile = join(config.database.dataDir, 'postgres-password');
  if (!config.database.url && existsSync(passwordFile)) {
    const password = encodeURIComponent(readFileSync(passwordFile, 'utf8').trim());
    const client = new pg.Client({
      connectionString: `postgresql://postgres:${password}@127.0.0.1:${config.database.embeddedPort}/portal`,
    });
    const running = await client.connect().then(
      () => true,
      () => false,
    );
    if (running) return { client, stop: async () => undefined };
  }
  const database = await prepareDatabase(config, (line) => console.error(line));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return { client, stop: database.stop };
}
