import { checkPassword } from './check-password.js';
import { passwordRules } from './password-rules.js';

/**
 * Messages of the failing password rules, [] when the password is acceptable. The confirmation
 * is checked only when given (the server validates the password alone).
 */
export function passwordErrors(password: unknown, confirmation?: unknown): string[] {
  const results = confirmation === undefined ? passwordRules(password) : checkPassword(password, confirmation);
  return results.filter((result) => !result.ok).map((result) => result.message);
}
