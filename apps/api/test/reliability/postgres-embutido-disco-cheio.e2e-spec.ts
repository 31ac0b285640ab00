import { Logger } from '@nestjs/common';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/database/embedded-database.js';
import { montarDiscoPequeno, type DiscoPequeno } from '../support/disco-pequeno.js';

/**
 * `npm start`'s embedded PostgreSQL with DATA_DIR on a disk that fills: once its WAL needs a new
 * segment PostgreSQL PANICs, its crash recovery cannot write either, and the server exits. Before,
 * nothing started it again (the portal answered 503 until restarted by hand, even after space was
 * freed) and stopping the portal waited forever for an exit that had already happened.
 */
const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: não aconteceu em ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('embedded PostgreSQL on a full disk', () => {
  let disco: DiscoPequeno;
  let database: EmbeddedDatabase | undefined;

  beforeAll(() => {
    disco = montarDiscoPequeno(96);
  });
  afterAll(async () => {
    try {
      disco?.liberar();
      // Bounded: a stop that waits for an exit already gone must not keep the disk mounted.
      await Promise.race([database?.stop(), new Promise((r) => setTimeout(r, 10_000).unref())]);
    } finally {
      disco?.desmontar();
    }
  }, 20_000);

  /** Whether the server takes a connection and then a write (`escreve`) or just a read. */
  const answers = async (escreve: boolean) => {
    const client = new pg.Client({ connectionString: database!.url, connectionTimeoutMillis: 1000 });
    await client.connect();
    try {
      await client.query(
        escreve ? 'CREATE TABLE IF NOT EXISTS depois (n int); INSERT INTO depois VALUES (1)' : 'SELECT 1',
      );
      return true;
    } finally {
      await client.end();
    }
  };

  it('is started again once space is freed, says why it stopped, and stops without hanging', async () => {
    const errors: string[] = [];
    const loggerError = Logger.prototype.error;
    Logger.prototype.error = function (message: unknown) {
      errors.push(String(message));
    };
    try {
      await stopsAndComesBack(errors);
    } finally {
      Logger.prototype.error = loggerError;
    }
  }, 60_000);

  async function stopsAndComesBack(errors: string[]) {
    const pgLines: string[] = [];
    database = await startEmbeddedDatabase({
      log: (line) => pgLines.push(`${line}\n`),
      dataDir: join(disco.dir, 'data'),
      port: await freePort(),
      databaseName: 'portal',
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    client.on('error', () => undefined);
    disco.encher();
    // A new WAL segment that cannot be written: PANIC, and crash recovery fails the same way.
    await client.query('SELECT pg_switch_wal()').catch(() => undefined);
    await client.query('CHECKPOINT').catch(() => undefined);
    // PostgreSQL exits once its crash recovery fails too; the portal says so, with PostgreSQL's reason.
    const parou = /PostgreSQL embutido parou .*No space left on device/;
    await until(
      async () => errors.some((line) => parou.test(line)),
      20_000,
      `o aviso (PostgreSQL: ${pgLines.join('')})`,
    );
    expect(await answers(false).catch(() => false)).toBe(false);
    await client.end().catch(() => undefined);

    disco.liberar();
    await until(() => answers(true), 15_000, 'o PostgreSQL voltar');

    const stopped = Date.now();
    await database.stop();
    database = undefined;
    expect(Date.now() - stopped).toBeLessThan(10_000);
  }
});
