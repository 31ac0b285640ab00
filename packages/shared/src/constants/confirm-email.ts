/** Values of the `status` query parameter of /confirm-email that have their own message. */
export const CONFIRM_EMAIL_STATUSES = ['success', 'already-confirmed', 'not-found', 'error'] as const;

export type ConfirmEmailStatus = (typeof CONFIRM_EMAIL_STATUSES)[number];
