import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { RequireAuth } from '@/components/guards/require-auth';
import { AppLayout } from './app-layout';

/** The guarded layout route: the authentication check, then the top bar and the page. */
export function AuthenticatedLayout() {
  return (
    <RequireAuth>
      <SnackbarProvider>
        <AppLayout />
      </SnackbarProvider>
    </RequireAuth>
  );
}
