import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title';

/** The staff landing page; its content is not part of the spec. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Typography variant="h5" component="h1">
      Dashboard
    </Typography>
  );
}
