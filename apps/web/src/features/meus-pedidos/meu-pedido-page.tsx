import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PedidoCarregado } from '@/components/pedido/pedido-carregado';
import { PedidoDetalheView } from '@/components/pedido/pedido-detalhe';
import { usePageTitle } from '@/lib/use-page-title';
import { useMeuPedido } from './api/get-meus-pedidos';

/** /cliente/meus-pedidos/:id: one of the customer's orders, read only. */
export function MeuPedidoPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { data: pedido, failed } = useMeuPedido(id);
  usePageTitle(pedido ? `Pedido ${pedido.numero ?? pedido.id}` : 'Pedido');
  return (
    <PedidoCarregado
      id={id}
      pedido={pedido}
      failed={failed}
      voltar={{ to: '/cliente/meus-pedidos', label: 'Meus pedidos' }}
    >
      {(p, voltar) => (
        <Box component="article" aria-labelledby="pedido-title" sx={{ p: 2, maxWidth: 1000, mx: 'auto' }}>
          <Stack spacing={2}>
            {voltar}
            {p.status === 'cancelado' && (
              <Alert severity="warning">Este pedido foi cancelado: não há pagamento a fazer.</Alert>
            )}
            <PedidoDetalheView pedido={p} />
            {p.cotacaoId && (
              <Link component={RouterLink} to={`/cliente/minhas-cotacoes/${p.cotacaoId}`}>
                Ver a cotação aceita
              </Link>
            )}
          </Stack>
        </Box>
      )}
    </PedidoCarregado>
  );
}
