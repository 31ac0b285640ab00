import { PASSWORD_MESSAGES } from '../messages/password-messages.js';
import { passwordRules, type PasswordRuleResult } from './password-rules.js';
import { passwordsMatch } from './passwords-match.js';

/** The four-line live checklist of the password form: the three rules plus confirmation match. */
export function checkPassword(password: unknown, confirmation: unknown): PasswordRuleResult[] {
  return [
    ...passwordRules(password),
    {
      rule: 'confirmation',
      message: PASSWORD_MESSAGES.mismatch,
      ok: passwordsMatch(password, confirmation),
    },
  ];
}
