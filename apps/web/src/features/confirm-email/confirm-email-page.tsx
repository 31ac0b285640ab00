import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { REDIRECT_DELAY_MS } from '@portal/shared/constants';
import { confirmEmailMessage } from '@portal/shared/messages';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PublicPage } from '@/components/layout/public-page';
import { usePageTitle } from '@/lib/use-page-title';

export function ConfirmEmailPage() {
  usePageTitle('Confirmação de e-mail');
  const navigate = useNavigate();
  const status = useSearchParams()[0].get('status');
  const message = confirmEmailMessage(status);

  useEffect(() => {
    // "The application home": / sends to /login, which forwards a signed-in user to their landing page.
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <PublicPage title="Confirmação de e-mail">
      <Alert severity={status === 'success' || status === 'already-confirmed' ? 'success' : 'error'}>{message}</Alert>
      {/* The contract notes the on-screen text says 4 s while the redirect waits 5 s. */}
      <Typography align="center" sx={{ mt: 2 }}>
        Você será redirecionado em 4 segundos...
      </Typography>
    </PublicPage>
  );
}
