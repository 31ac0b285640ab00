import { normalizeEmail } from '@portal/shared/validators';
import type pg from 'pg';
import { generatePassword } from '../common/security/generated-password.js';
import { hashPassword } from '../common/security/password-hasher.js';

export type DbClient = pg.Client;

export interface GeneratedAccess {
  userId: number;
  email: string;
  password: string;
}

/** A command's refusal: printed as is, exit code 1. */
export class CommandError extends Error {}

const audit = (client: pg.Client, message: string, action: string, userId: number, email: string) =>
  client.query(`INSERT INTO audit_logs (message, data) VALUES ($1, $2)`, [
    message,
    JSON.stringify({ userId: null, idObject: userId, email, ip: null, action }),
  ]);

/**
 * `portal usuarios:redefinir-senha EMAIL`: a new generated password for any user, to be replaced at the
 * next sign-in. Ends the user's sessions and voids the password links still out there.
 */
export async function resetPassword(client: pg.Client, rawEmail: string): Promise<GeneratedAccess> {
  const email = normalizeEmail(rawEmail);
  const password = generatePassword();
  const hash = await hashPassword(password);
  const userId = await inTransaction(client, async () => {
    const { rows } = await client.query<{ id: number }>(
      `UPDATE users SET password_hash = $2, must_change_password = true, sessions_valid_after = now(), updated_at = now()
        WHERE email = $1 RETURNING id`,
      [email, hash],
    );
    if (!rows[0]) throw new CommandError(`Nenhum usuário com o e-mail ${email}.`);
    await client.query(
      `DELETE FROM user_tokens WHERE user_id = $1 AND purpose IN ('SET_PASSWORD', 'RESET_PASSWORD') AND used_at IS NULL`,
      [rows[0].id],
    );
    await audit(client, 'Senha redefinida pela linha de comando', 'PASSWORD_RESET_CLI', rows[0].id, email);
    return rows[0].id;
  });
  return { userId, email, password };
}

/** `portal usuarios:criar-admin EMAIL [--nome "Nome Sobrenome"]`: a new active ADMIN with a generated password. */
export async function createAdmin(client: pg.Client, rawEmail: string, name: string): Promise<GeneratedAccess> {
  const email = normalizeEmail(rawEmail);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CommandError(`E-mail inválido: ${rawEmail}.`);
  if (name.trim().split(/\s+/).length < 2) throw new CommandError('O nome deve ter ao menos duas palavras.');
  const password = generatePassword();
  const hash = await hashPassword(password);
  const userId = await inTransaction(client, async () => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, name, role_id, status, email_confirmed, email_confirmed_at, password_hash, must_change_password)
       VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = 'ADMIN'), 1, true, now(), $3, true)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, name.trim(), hash],
    );
    if (!rows[0]) {
      throw new CommandError(
        `Já existe um usuário com o e-mail ${email}; para lhe dar uma senha nova: portal usuarios:redefinir-senha ${email}`,
      );
    }
    await audit(client, 'Administrador criado pela linha de comando', 'ADMIN_CREATED_CLI', rows[0].id, email);
    return rows[0].id;
  });
  return { userId, email, password };
}

async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
