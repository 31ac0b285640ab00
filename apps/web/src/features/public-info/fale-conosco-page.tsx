import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '@/components/layout/public-page';
import { usePageTitle } from '@/lib/use-page-title';

// The spec does not show this screen; it points visitors to self-registration.
export function FaleConoscoPage() {
  usePageTitle('Fale conosco');
  return (
    <PublicPage title="Fale conosco">
      <Typography sx={{ mb: 2 }}>
        Quer acessar o portal? Faça seu cadastro e enviaremos ao seu e-mail o link para definir sua senha.
      </Typography>
      <Typography align="center">
        <Link component={RouterLink} to="/cadastro-cliente">
          Cadastre-se
        </Link>
      </Typography>
    </PublicPage>
  );
}
