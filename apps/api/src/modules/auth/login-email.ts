/** An address as sign-in compares it: spaces around it and case do not make another account. */
export const loginEmail = (raw: string): string => raw.trim().toLowerCase();
