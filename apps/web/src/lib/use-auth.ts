import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context';

/** The signed-in user and role inside the authenticated layout. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}
