import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homePath } from '@/lib/token';
import { useAuth } from '@/lib/use-auth';

/** Inside the layout: pages for one role send anyone else to their own landing page. */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const auth = useAuth();
  if (auth.role !== role) return <Navigate to={homePath(auth.role)} replace />;
  return <>{children}</>;
}
