// The lock waits of bench:migrations: every 50 ms, each ungranted lock in the database, how long it
// has been waited for (pg_locks.waitstart, not the statement's age: a backfill that runs for seconds
// and waits 2 ms for one row is not a 2 s wait), the waiting statement and the one holding it back.
const SAMPLE = `
  SELECT extract(epoch FROM clock_timestamp() - l.waitstart) * 1000 AS ms, a.query AS waiting,
         (SELECT string_agg(b.query, ' | ') FROM pg_stat_activity b WHERE b.pid = ANY(pg_blocking_pids(a.pid))) AS holder
    FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
   WHERE NOT l.granted AND l.waitstart IS NOT NULL AND a.datname = current_database()`;

// A statement's first words, in one line: enough to tell the migration's statements apart.
const short = (sql) =>
  (sql ?? '?')
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90);

/**
 * Samples until stop(); `phase()` names what runs now (the migration being applied). Answers, per
 * phase, the longest wait and, per pair of waiting and holding statements, the longest wait seen.
 */
export function watchLockWaits(pool, phase) {
  let running = true;
  const worst = new Map(); // `${phase}\n${waiting}\n${holder}` -> ms
  // A failed sample (the server stopped under a run that failed elsewhere) is kept for stop(), not an
  // unhandled rejection that ends the process before the first error is printed.
  const done = (async () => {
    while (running) {
      const { rows } = await pool.query(SAMPLE);
      for (const row of rows) {
        const key = [phase(), short(row.waiting), short(row.holder)].join('\n');
        worst.set(key, Math.max(worst.get(key) ?? 0, Number(row.ms)));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })().then(
    () => undefined,
    (error) => error,
  );
  return {
    async stop() {
      running = false;
      const failed = await done;
      if (failed) throw failed;
      const waits = [...worst].map(([key, ms]) => {
        const [during, waiting, holder] = key.split('\n');
        return { during, ms: Math.round(ms), waiting, holder };
      });
      return waits.sort((a, b) => b.ms - a.ms);
    },
  };
}
