import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PedidoDetalhe } from '@portal/shared/dto';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PedidoCarregadoProps {
  /** null: the address holds no valid id. */
  id: number | null;
  pedido: PedidoDetalhe | undefined;
  failed: boolean;
  /** Where 'voltar' leads, and its text. */
  voltar: { to: string; label: string };
  children: (pedido: PedidoDetalhe, voltar: ReactNode) => ReactNode;
}

/** An order page: 'Pedido não encontrado.' (404, another customer's, a bad id), 'Carregando...', or the page. */
export function PedidoCarregado({ id, pedido, failed, voltar, children }: PedidoCarregadoProps) {
  const link = (
    <Link component={RouterLink} to={voltar.to}>
      ← {voltar.label}
    </Link>
  );
  if (id === null || failed)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">Pedido não encontrado.</Alert>
        {link}
      </Box>
    );
  if (!pedido)
    return (
      <Typography sx={{ p: 2 }} role="status">
        Carregando...
      </Typography>
    );
  return children(pedido, link);
}
