import type pg from 'pg';

export interface MailJob {
  to: string;
  state: string;
  retryCount: number;
  /** The Message-ID chosen when the job was queued. */
  messageId: string | null;
}

/** The mail jobs pg-boss holds (every state), oldest first. */
export async function mailJobs(db: pg.Pool): Promise<MailJob[]> {
  const { rows } = await db.query<MailJob>(
    `SELECT data->>'to' AS "to", state::text AS state, retry_count AS "retryCount",
            data->>'messageId' AS "messageId"
       FROM pgboss.job WHERE name = 'mail' ORDER BY created_on`,
  );
  return rows;
}

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condição não atingida em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
