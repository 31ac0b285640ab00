import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { homePath, readSession } from '@/lib/token';
import { usePageTitle } from '@/lib/use-page-title';

/** Where 'back' leads: the signed-in user's home, or /login. */
export function wayBack(): { to: string; label: string } {
  const session = readSession();
  return session
    ? { to: homePath(session.role), label: GENERAL_MESSAGES.backHome }
    : { to: '/login', label: GENERAL_MESSAGES.backToLogin };
}

/** A full page in the portal's look (logo, card) for an unknown address or a broken screen. */
export function ErrorScreen({ title, detail }: { title: string; detail: string }) {
  usePageTitle(title);
  const back = wayBack();
  return (
    <>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ p: 4, width: '100%', maxWidth: 560, textAlign: 'center' }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <Typography variant="h5" component="h1" gutterBottom sx={{ mt: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 3 }}>{detail}</Typography>
          {/* A full load: after a crash the app's state is not to be trusted. */}
          <Button variant="contained" href={back.to}>
            {back.label}
          </Button>
        </Paper>
      </Box>
    </>
  );
}

export function NotFoundPage() {
  return <ErrorScreen title={GENERAL_MESSAGES.notFoundTitle} detail={GENERAL_MESSAGES.notFoundDetail} />;
}

/** The router's errorElement: a 404 from the router is the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Erro inesperado na tela', error);
  return <ErrorScreen title={GENERAL_MESSAGES.errorTitle} detail={GENERAL_MESSAGES.errorDetail} />;
}
