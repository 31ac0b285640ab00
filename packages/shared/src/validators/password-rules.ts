import { LIMITS } from '../constants/limits.js';
import { PASSWORD_MESSAGES } from '../messages/password-messages.js';

export type PasswordRule = 'minLength' | 'lettersAndDigits' | 'noSequence' | 'confirmation';

/** One line of the password checklist. */
export interface PasswordRuleResult {
  rule: PasswordRule;
  message: string;
  ok: boolean;
}

/** The three rules on the password itself (length, letters and digits, no '123'), in the contract's order (docs/produto.md §5). */
export function passwordRules(password: unknown): PasswordRuleResult[] {
  const pw = typeof password === 'string' ? password : '';
  return [
    { rule: 'minLength', message: PASSWORD_MESSAGES.minLength, ok: pw.length >= LIMITS.passwordMin },
    {
      rule: 'lettersAndDigits',
      message: PASSWORD_MESSAGES.lettersAndDigits,
      ok: /\p{L}/u.test(pw) && /\d/.test(pw),
    },
    { rule: 'noSequence', message: PASSWORD_MESSAGES.noSequence, ok: !pw.includes('123') },
  ];
}
