import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CotacaoStatus } from '@portal/shared/constants';

/** How each status reads and its colour, for staff and customer screens alike. */
export const STATUS_LABELS: Record<CotacaoStatus, string> = {
  rascunho: 'Rascunho',
  enviada: 'Enviada',
  aceita: 'Aceita',
  recusada: 'Recusada',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
  substituida: 'Substituída',
};

const COLORS: Record<CotacaoStatus, ChipProps['color']> = {
  rascunho: 'default',
  enviada: 'info',
  aceita: 'success',
  recusada: 'error',
  expirada: 'warning',
  cancelada: 'default',
  substituida: 'secondary',
};

export function StatusChip({ status }: { status: CotacaoStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status] ?? status}
      color={COLORS[status]}
      variant={status === 'cancelada' ? 'outlined' : 'filled'}
    />
  );
}

/** 'COT-2026-000123', or 'COT-2026-000123 (rev. 2)' for a revision. */
export function numeroText(cotacao: { numero: string; revisao: number }): string {
  return cotacao.revisao > 1 ? `${cotacao.numero} (rev. ${cotacao.revisao})` : cotacao.numero;
}
