import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '@/components/layout/public-page';
import { usePageTitle } from '@/lib/use-page-title';

// The spec does not show this screen; until self-service reset exists it points to the team.
export function ForgotPasswordPage() {
  usePageTitle('Esqueci minha senha');
  return (
    <PublicPage title="Esqueci minha senha">
      <Typography sx={{ mb: 2 }}>
        Para recuperar o acesso, fale com a nossa equipe: enviaremos ao seu e-mail um link para definir uma nova senha.
      </Typography>
      <Typography align="center">
        <Link component={RouterLink} to="/fale-conosco">
          Fale conosco
        </Link>
      </Typography>
    </PublicPage>
  );
}
