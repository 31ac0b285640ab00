import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title';

/** The customer's landing page; the quotations list itself is not part of the spec. */
export function MinhasCotacoesPage() {
  usePageTitle('Minhas Cotações');
  return (
    <Typography variant="h5" component="h1">
      Minhas Cotações
    </Typography>
  );
}
