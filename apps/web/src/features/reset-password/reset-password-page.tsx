import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { REDIRECT_DELAY_MS } from '@portal/shared/constants';
import type { CheckResetTokenResponse } from '@portal/shared/dto';
import { GENERAL_MESSAGES, RESET_LINK_MESSAGES } from '@portal/shared/messages';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResource, type Resource } from '@/components/data/use-resource';
import { PublicPage } from '@/components/layout/public-page';
import { apiFetch } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useRedirectAfter } from '@/lib/use-redirect-after';
import { ResetPasswordForm } from './reset-password-form';

type LinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'saved' };

const checkResetLink = (link: { userId: string; token: string }) =>
  apiFetch<CheckResetTokenResponse>('/api/auth/check-reset-token', { query: link });

/** What the page shows: the link's check (incomplete, loading, refused, failed), the form, or saved. */
function linkState(complete: boolean, check: Resource<CheckResetTokenResponse>, saved: boolean): LinkState {
  if (!complete) return { kind: 'invalid', message: RESET_LINK_MESSAGES.incomplete };
  if (saved) return { kind: 'saved' };
  if (check.failed) return { kind: 'invalid', message: RESET_LINK_MESSAGES.checkFailed };
  if (check.loading) return { kind: 'checking' };
  if (!check.data?.valid)
    return { kind: 'invalid', message: check.data?.reason || RESET_LINK_MESSAGES.invalidOrExpired };
  return { kind: 'valid' };
}

// The quotation e-mail's invitation (issue 26) adds next=/cliente/minhas-cotacoes/{id}: only a path
// of the customer area is followed, never another site.
const NEXT = /^\/cliente\/[\w/-]*$/;

/** /reset-password?userId=&token=[&next=]: checks the link, then the new-password form (docs/produto.md §4, §5). */
export function ResetPasswordPage() {
  usePageTitle('Definir senha');
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const link = useMemo(() => (userId && token ? { userId, token } : null), [userId, token]);
  const check = useResource(checkResetLink, link);
  const [saved, setSaved] = useState(false);
  const state = linkState(link !== null, check, saved);
  const next = params.get('next') ?? '';
  const from = state.kind === 'saved' && NEXT.test(next) ? next : undefined;
  useRedirectAfter(state.kind === 'invalid' || state.kind === 'saved', '/login', REDIRECT_DELAY_MS, from);

  return (
    <PublicPage title="Definir senha">
      {state.kind === 'checking' && <Typography role="status">{GENERAL_MESSAGES.loading}</Typography>}
      {state.kind === 'invalid' && <Alert severity="error">{state.message}</Alert>}
      {(state.kind === 'valid' || state.kind === 'saved') && (
        <ResetPasswordForm userId={userId} token={token} onSaved={() => setSaved(true)} />
      )}
    </PublicPage>
  );
}
