import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { REDIRECT_DELAY_MS } from '@portal/shared/constants';
import type { CheckResetTokenResponse } from '@portal/shared/dto';
import { GENERAL_MESSAGES, RESET_LINK_MESSAGES } from '@portal/shared/messages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PublicPage } from '@/components/layout/public-page';
import { apiFetch } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useRedirectAfter } from '@/lib/use-redirect-after';
import { ResetPasswordForm } from './reset-password-form';

type LinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'saved' };

/** /reset-password?userId=&token=: checks the link, then the new-password form (docs/produto.md §4, §5). */
export function ResetPasswordPage() {
  usePageTitle('Definir senha');
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>(() =>
    userId && token ? { kind: 'checking' } : { kind: 'invalid', message: RESET_LINK_MESSAGES.incomplete },
  );
  useRedirectAfter(state.kind === 'invalid' || state.kind === 'saved', '/login', REDIRECT_DELAY_MS);

  useEffect(() => {
    if (!userId || !token) return;
    let active = true;
    void apiFetch<CheckResetTokenResponse>('/api/auth/check-reset-token', { query: { userId, token } })
      .then((answer) =>
        answer?.valid
          ? { kind: 'valid' as const }
          : { kind: 'invalid' as const, message: answer?.reason || RESET_LINK_MESSAGES.invalidOrExpired },
      )
      .catch(() => ({ kind: 'invalid' as const, message: RESET_LINK_MESSAGES.checkFailed }))
      .then((next) => {
        if (active) setState(next);
      });
    return () => {
      active = false;
    };
  }, [userId, token]);

  return (
    <PublicPage title="Definir senha">
      {state.kind === 'checking' && <Typography role="status">{GENERAL_MESSAGES.loading}</Typography>}
      {state.kind === 'invalid' && <Alert severity="error">{state.message}</Alert>}
      {(state.kind === 'valid' || state.kind === 'saved') && (
        <ResetPasswordForm userId={userId} token={token} onSaved={() => setState({ kind: 'saved' })} />
      )}
    </PublicPage>
  );
}
