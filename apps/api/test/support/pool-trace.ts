import { PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { BESIDE_THE_REQUEST } from './beside-the-request.js';
import { GENERIC_PLANS } from '../../src/database/database.js';

export interface Sent {
  name?: string;
  text: string;
  /** Its parameters (to EXPLAIN the same statement). */
  values?: unknown[];
  /** Sent on a connection of the generic pool (GENERIC_PLANS). */
  generico: boolean;
}

/**
 * What the app's pool sends while `run` is in flight, and how many queries Kysely compiled meanwhile (what
 * runs beside the request left out of both).
 */
export async function traced(run: () => Promise<unknown>): Promise<{ sent: Sent[]; compiled: number }> {
  const sent: Sent[] = [];
  let compiled = 0;
  const query = pg.Client.prototype.query;
  const compile = PostgresQueryCompiler.prototype.compileQuery;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const name = typeof config === 'string' ? undefined : config.name;
    const values = (typeof config === 'string' ? args[1] : ((config as { values?: unknown }).values ?? args[1])) as
      unknown[] | undefined;
    const options = (this as unknown as { connectionParameters: { options?: string } }).connectionParameters.options;
    if (!BESIDE_THE_REQUEST.test(text)) sent.push({ name, text, values, generico: options === GENERIC_PLANS });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  PostgresQueryCompiler.prototype.compileQuery = function (...args) {
    const result = compile.apply(this, args);
    if (!BESIDE_THE_REQUEST.test(result.sql)) compiled++;
    return result;
  };
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
    PostgresQueryCompiler.prototype.compileQuery = compile;
  }
  return { sent, compiled };
}
