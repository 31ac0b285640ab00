import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

export interface EsperaPorBloqueios {
  /** How long one statement of a migration waits for a lock before the attempt is given up. */
  lockTimeoutMs: number;
  /** Attempts of one migration before start-up fails. */
  tentativas: number;
}

// A migration waiting for a lock makes every writer that comes after it wait too: 5 s at most, then
// it steps aside and tries again (bench:migrations measures the longest wait of a writer).
export const ESPERA_PADRAO: EsperaPorBloqueios = { lockTimeoutMs: 5_000, tentativas: 10 };

// deadlock_detected and lock_not_available: nothing of the migration stays (it is one transaction),
// so running it again is safe, and the writer it met has finished or is past that lock by then.
const TENTAR_DE_NOVO = new Set(['40P01', '55P03']);

/**
 * Runs one migration and its record in one transaction, again from the start when PostgreSQL picked
 * it to lose a deadlock or one of its locks waited longer than `lockTimeoutMs` (a migration may take
 * its locks in another order than the API's writers: docs/arquitetura.md).
 */
export async function aplicarEmTransacao(
  client: pg.Client,
  sql: string,
  registrar: () => Promise<unknown>,
  espera: EsperaPorBloqueios,
): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL lock_timeout = ${Math.floor(espera.lockTimeoutMs)}`);
      await client.query(sql);
      await registrar();
      await client.query('COMMIT');
      return;
    } catch (error) {
      await client.query('ROLLBACK');
      const code = (error as { code?: string }).code ?? '';
      if (!TENTAR_DE_NOVO.has(code) || tentativa >= espera.tentativas) throw error;
      await sleep(100 * tentativa);
    }
  }
}
