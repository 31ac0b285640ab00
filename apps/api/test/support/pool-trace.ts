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
  // A transaction beside the request (the job queue's, say) shows only its bare BEGIN/COMMIT here: its
  // COMMIT left in made a search count two statements now and then (busca-compilada, 1 run in ~7).
  // So a connection's BEGIN waits for its next statement, and its COMMIT/ROLLBACK counts only when
  // the transaction began during the trace and holds a statement of the request.
  const transactions = new WeakMap<pg.Client, { begin?: Sent; beside: boolean }>();
  const record = (client: pg.Client, statement: Sent) => {
    const open = transactions.get(client);
    if (/^\s*(BEGIN|START TRANSACTION)\b/i.test(statement.text)) {
      sent.push(statement);
      transactions.set(client, { begin: statement, beside: false });
    } else if (/^\s*(COMMIT|ROLLBACK)\b/i.test(statement.text)) {
      transactions.delete(client);
      if (open && !open.beside) sent.push(statement);
    } else if (BESIDE_THE_REQUEST.test(statement.text)) {
      if (open?.begin) sent.splice(sent.indexOf(open.begin), 1);
      if (open) transactions.set(client, { beside: true });
    } else {
      sent.push(statement);
      if (open) open.begin = undefined;
    }
  };
  const query = pg.Client.prototype.query;
  const compile = PostgresQueryCompiler.prototype.compileQuery;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const name = typeof config === 'string' ? undefined : config.name;
    const values = (typeof config === 'string' ? args[1] : ((config as { values?: unknown }).values ?? args[1])) as
      unknown[] | undefined;
    const options = (this as unknown as { connectionParameters: { options?: string } }).connectionParameters.options;
    record(this, { name, text, values, generico: options === GENERIC_PLANS });
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
