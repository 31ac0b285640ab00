import { randomBytes } from 'node:crypto';
import { passwordErrors } from '@portal/shared/validators';

/** A random password that passes the portal's own rules (letters and digits, no "123"). */
export function generatePassword(): string {
  for (;;) {
    const password = `${randomBytes(12).toString('base64url')}7a`;
    if (!passwordErrors(password, password).length) return password;
  }
}
