import { appendFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Appends every statement sent to PostgreSQL (text and parameters, one JSON line each) to a file.
 * The benchmark uses it to replay exactly the SQL an endpoint runs (prepared statements under their
 * name, so the replay is prepared too); never on in normal operation.
 */
export function enableSqlTrace(file: string): void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function traced(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[]; name?: string }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : undefined) : first?.values;
    const name = typeof first === 'string' ? undefined : first?.name;
    if (text) appendFileSync(file, JSON.stringify({ at: Date.now(), name, text, values }) + '\n');
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}
