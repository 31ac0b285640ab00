import { CONFIRM_EMAIL_STATUSES, type ConfirmEmailStatus } from '../constants/confirm-email.js';
import { CONFIRM_EMAIL_MESSAGES } from './confirm-email-messages.js';

/** Message for a /confirm-email `status` value; unknown or missing values get the default. */
export function confirmEmailMessage(status: unknown): string {
  return (CONFIRM_EMAIL_STATUSES as readonly unknown[]).includes(status)
    ? CONFIRM_EMAIL_MESSAGES[status as ConfirmEmailStatus]
    : CONFIRM_EMAIL_MESSAGES.default;
}
