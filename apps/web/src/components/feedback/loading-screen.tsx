import { GENERAL_MESSAGES } from '@portal/shared/messages';

/** Shown while the authentication status is unknown. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '3rem', textAlign: 'center', fontFamily: 'sans-serif' }}>
      {GENERAL_MESSAGES.loading}
    </div>
  );
}
