import Chip from '@mui/material/Chip';
import { PEDIDO_STATUS_LABELS, type PedidoStatus } from '@portal/shared/cotacoes';

// Background and text pairs with WCAG AA contrast, as the quotation chips.
const COLORS: Record<PedidoStatus, { bgcolor: string; color: string }> = {
  aberto: { bgcolor: '#01579b', color: '#ffffff' },
  faturado: { bgcolor: '#1b5e20', color: '#ffffff' },
  cancelado: { bgcolor: '#f5f5f5', color: '#424242' },
};

export function PedidoStatusChip({ status }: { status: PedidoStatus }) {
  return <Chip size="small" label={PEDIDO_STATUS_LABELS[status] ?? status} sx={COLORS[status]} />;
}
