import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { CLIENTE_MESSAGES } from '@portal/shared/messages';
import { formatarReais } from '@portal/shared/cotacoes';
import { formatDate } from '@/components/data/format';
import { useClientePedidos } from './api/get-cliente-pedidos';

/** The customer's orders: id, valor (R$), dataEmissao (dd/mm/aaaa) and the quotation it came from. */
export function ClientesPedidosTab({ clienteId }: { clienteId: number | null }) {
  const { data, loading } = useClientePedidos(clienteId);
  if (loading) return <Typography>Carregando...</Typography>;
  const pedidos = Array.isArray(data) ? data : [];
  if (pedidos.length === 0) return <Typography>{CLIENTE_MESSAGES.noOrders}</Typography>;
  return (
    <Table size="small" aria-label="Pedidos">
      <TableHead>
        <TableRow>
          <TableCell>ID</TableCell>
          <TableCell>Valor</TableCell>
          <TableCell>Data de Emissão</TableCell>
          <TableCell>Cotação</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pedidos.map((pedido) => (
          <TableRow key={pedido.id}>
            <TableCell>{pedido.id}</TableCell>
            <TableCell>{formatarReais(pedido.valor)}</TableCell>
            <TableCell>{formatDate(pedido.dataEmissao)}</TableCell>
            <TableCell>
              {pedido.cotacaoId !== null && pedido.cotacaoId !== undefined && (
                <Link component={RouterLink} to={`/comercial/cotacoes/${pedido.cotacaoId}`}>
                  Ver cotação
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
