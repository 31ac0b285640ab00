import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { RequireAuth } from '@/components/guards/require-auth';
import { AppLayout } from './app-layout';
import type { FeatureMenuItem } from './feature-route';

/** The guarded layout route: the authentication check, then the top bar (with the features' menu entries) and the page. */
export function AuthenticatedLayout({ features }: { features?: FeatureMenuItem[] }) {
  return (
    <RequireAuth>
      <SnackbarProvider>
        <AppLayout features={features} />
      </SnackbarProvider>
    </RequireAuth>
  );
}
