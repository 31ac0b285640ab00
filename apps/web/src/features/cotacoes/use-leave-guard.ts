import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_QUESTION = 'Há alterações não salvas nesta cotação. Sair e descartá-las?';

/**
 * Asks before leaving a page with unsaved changes: links inside the app (the router's blocker) and
 * closing or reloading the tab (the browser's own question). `leaving` lets the page's own moves pass.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
