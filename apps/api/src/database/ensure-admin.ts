import pg from 'pg';
import type { AdminConfig } from '../config/app-config.js';
import { generatePassword } from '../common/security/generated-password.js';
import { hashPassword } from '../common/security/password-hasher.js';

export interface AdminBootstrap {
  created: boolean;
  email: string;
  /** Set only when a password was generated, so it can be shown once. */
  generatedPassword?: string;
}

/**
 * Makes sure an active ADMIN exists. Creates the configured one only when no active admin does, so a
 * second start never creates another; ADMIN_PASSWORD is applied when given, else a generated one
 * that must be changed at the first sign-in.
 */
export async function ensureAdmin(databaseUrl: string, admin: AdminConfig): Promise<AdminBootstrap> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Two instances starting together: the second waits here until the first committed its admin, then
    // finds it (probe 7 F10: both created one, and only the last printed password worked).
    await client.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_LOCK]);
    const { rowCount } = await client.query(
      `SELECT 1 FROM users u JOIN roles r ON r.id = u.role_id WHERE r.normalized_name = 'ADMIN' AND u.status = 1`,
    );
    if (rowCount) {
      await client.query('COMMIT');
      return { created: false, email: admin.email };
    }
    const generatedPassword = admin.password ? undefined : generatePassword();
    const hash = await hashPassword(admin.password ?? generatedPassword!);
    await client.query(
      `INSERT INTO users (email, name, role_id, status, email_confirmed, email_confirmed_at, password_hash, must_change_password)
       VALUES ($1, 'Administrador do Portal', (SELECT id FROM roles WHERE normalized_name = 'ADMIN'), 1, true, now(), $2, $3)
       ON CONFLICT (email) DO UPDATE SET status = 1, password_hash = EXCLUDED.password_hash,
         role_id = EXCLUDED.role_id, sessions_valid_after = now(), must_change_password = EXCLUDED.must_change_password`,
      [admin.email, hash, generatedPassword !== undefined],
    );
    await client.query(`INSERT INTO audit_logs (message, data) VALUES ('Administrador inicial criado', $1)`, [
      JSON.stringify({ userId: null, idObject: null, email: admin.email, ip: null, action: 'admin.bootstrap' }),
    ]);
    await client.query('COMMIT');
    return { created: true, email: admin.email, generatedPassword };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Not the migrator's lock (that one is held by a session for a whole run): this one ends with the transaction. */
const ADMIN_LOCK = 727275;
