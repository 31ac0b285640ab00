/** Role names as they appear in the token and in user info. */
export const ROLES = {
  ADMIN: 'ADMIN',
  COMERCIAL: 'COMERCIAL',
  CLIENTE: 'CLIENTE',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];
