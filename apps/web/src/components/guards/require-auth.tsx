import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { checkAuth } from '@/lib/check-auth';
import { LoadingScreen } from '@/components/feedback/loading-screen';

const LOADING: AuthState = { status: 'loading', user: null, role: null };

/** Runs the authentication check once per mount of the layout and provides the user below it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [auth, setAuth] = useState<AuthState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setAuth(LOADING);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let active = true;
    void checkAuth().then((state) => {
      if (active) setAuth(state);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'error') {
    return (
      <div role="alert" style={{ padding: '3rem', textAlign: 'center' }}>
        <p>{auth.message}</p>
        <button type="button" onClick={retry}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (auth.status === 'unauthenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
