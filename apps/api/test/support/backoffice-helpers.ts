import type pg from 'pg';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from './test-app.js';

export type Role = 'ADMIN' | 'COMERCIAL' | 'CLIENTE';

export interface Caller {
  user: TestUser;
  auth: { Authorization: string };
}

/** A signed-in user of the role, ready to send as headers. */
export async function callerFor(
  t: TestApp,
  role: Role,
  fields: Parameters<typeof insertUser>[2] = {},
): Promise<Caller> {
  const user = await insertUser(t.db, role, fields);
  return { user, auth: { Authorization: `Bearer ${await tokenFor(t.app, user, role)}` } };
}

/** A test app and one signed-in user of the role: what most back-office files start with. */
export async function startWithCaller(role: Role): Promise<{ t: TestApp; caller: Caller }> {
  const t = await createTestApp();
  return { t, caller: await callerFor(t, role) };
}

export interface AuditRow {
  message: string;
  data: Record<string, unknown>;
}

/** Audit entries whose action matches, oldest first. */
export async function auditEntries(db: pg.Pool, action: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT message, data FROM audit_logs WHERE data->>'action' = $1 ORDER BY id`,
    [action],
  );
  return rows;
}
