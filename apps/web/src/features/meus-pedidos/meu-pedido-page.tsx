import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PedidoDetalheView } from '@/components/pedido/pedido-detalhe';
import { usePageTitle } from '@/lib/use-page-title';
import { useMeuPedido } from './api/get-meus-pedidos';

/** /cliente/meus-pedidos/:id: one of the customer's orders, read only. */
export function MeuPedidoPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { data: pedido, failed } = useMeuPedido(id);
  usePageTitle(pedido ? `Pedido ${pedido.numero ?? pedido.id}` : 'Pedido');
  const voltar = (
    <Link component={RouterLink} to="/cliente/meus-pedidos">
      ← Meus pedidos
    </Link>
  );
  if (id === null || failed)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">Pedido não encontrado.</Alert>
        {voltar}
      </Box>
    );
  if (!pedido)
    return (
      <Typography sx={{ p: 2 }} role="status">
        Carregando...
      </Typography>
    );
  return (
    <Box component="article" aria-labelledby="pedido-title" sx={{ p: 2, maxWidth: 1000, mx: 'auto' }}>
      <Stack spacing={2}>
        {voltar}
        <PedidoDetalheView pedido={pedido} />
        {pedido.cotacaoId && (
          <Link component={RouterLink} to={`/cliente/minhas-cotacoes/${pedido.cotacaoId}`}>
            Ver a cotação aceita
          </Link>
        )}
      </Stack>
    </Box>
  );
}
