import pg from 'pg';

/** Runs `run` with `see` told the text of every query any pg client sends meanwhile (the pool's included). */
export async function watchingQueries(run: () => Promise<unknown>, see: (text: string) => void): Promise<void> {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    see(typeof config === 'string' ? config : (config?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
}
