/** Claim key under which the session token carries the user's role. */
export const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

/** Browser local-storage key holding the session token. */
export const TOKEN_STORAGE_KEY = 'token';
