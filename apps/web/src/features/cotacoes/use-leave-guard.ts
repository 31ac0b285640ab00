import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { getToken } from '@/lib/token';

export const LEAVE_QUESTION = 'Há alterações não salvas nesta cotação. Sair e descartá-las?';

/**
 * Asks before leaving a page with unsaved changes: links inside the app (the router's blocker) and
 * closing or reloading the tab (the browser's own question). `leaving` lets the page's own moves pass.
 * A session that ended (a 401 took the token and goes to /login) is not asked about: nothing would be
 * discarded, `guardar` keeps the typing for after the login.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>, guardar: () => void): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (getToken() === null) {
      guardar();
      blocker.proceed();
    } else if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker, guardar]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
