import { hashPassword } from '@portal/test-support';
import type { E2eContext, SeededUser } from './context';
import { withDb } from './session';

/** A user of this file only (others may change theirs), inserted straight into the database. */
export async function insertUser(e2e: E2eContext, role: string, user: SeededUser): Promise<void> {
  await withDb(e2e, async (db) => {
    await db.query(
      `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash)
       VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3), 1, true, $4)`,
      [user.email, user.name, role, await hashPassword(user.password)],
    );
  });
}

export { signedInPage, withDb } from './session';

// The API's export tests read the same files: one reader for both.
export { parseCsv } from '@portal/test-support';
