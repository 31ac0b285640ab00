import type { UserInfo } from '@portal/shared/dto';
import { createContext } from 'react';

/** 'error': the check could not reach a verdict (server unreachable or failing). */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface AuthState {
  status: AuthStatus;
  /** GET /api/auth/userinfo: name, email, roles. */
  user: UserInfo | null;
  /** The user's role (userinfo's first role, else the token's role claim). */
  role: string | null;
  /** Why the check failed, when status is 'error'. */
  message?: string;
}

export const AuthContext = createContext<AuthState>({ status: 'loading', user: null, role: null });
